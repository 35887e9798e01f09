// Phones joining `adjutant host` in Debian's Chromium (issue 26). Run by scripts/test after
// scripts/setup-browser; needs the debug binary built (cargo test builds it).
import { test, after } from "node:test";
import assert from "node:assert/strict";
import { join } from "node:path";
import { newGame, startHost, phone, shotsDir, cleanUp, CODE } from "./host.mjs";

const open = [];
after(async () => {
  for (const c of open) await c.close().catch(() => {});
  cleanUp();
});

async function joinAs(p, base, side, lang = "en") {
  await p.page.goto(`${base}/?code=${CODE}&lang=${lang}`);
  await p.page.click(`[data-side="${side}"]`);
  await p.page.waitForSelector("#turn");
}

// Every card in a side's hands (Command and Combat), as its phone lists them.
const cardsOf = (g, side) => JSON.parse(g.run(["play", g.save, "show", "--side", side, "--json"]))
  .decks.flatMap((d) => ((d.hands[side] || {}).cards || []).map((c) => c.id));

test("two C&C players: own hands only, battle dice on a phone reach both, undo on the host reaches the phones", async () => {
  const g = newGame("cc-great-war", [["setup"]]);
  const allies = cardsOf(g, "allies");
  const central = cardsOf(g, "central");
  const host = await startHost(g);
  try {
    const a = await phone(); open.push(a.ctx);
    const b = await phone(); open.push(b.ctx);
    await joinAs(a, host.base, "allies");
    await joinAs(b, host.base, "central");
    // Each sees only its own hand.
    const handA = await a.page.locator("#hand [data-card]").evaluateAll((e) => e.map((x) => x.dataset.card));
    const handB = await b.page.locator("#hand [data-card]").evaluateAll((e) => e.map((x) => x.dataset.card));
    assert.deepEqual(handA, allies);
    assert.deepEqual(handB.sort(), [...central].sort());
    for (const c of central.filter((c) => !allies.includes(c))) {
      assert.ok(!a.frames.some((f) => f.includes(`"${c}"`)), `allies' phone received ${c}`);
    }
    // The Allies play their Command card from the phone: it leaves their hand, and both
    // phones read it in the log.
    const cardName = JSON.parse(g.run(["play", g.save, "show", "--side", "allies", "--json"]))
      .decks.find((d) => d.id === "command").hands.allies.cards[0].name;
    await a.page.click('[data-action="play-command"]');
    await a.page.locator(".form .opts button", { hasText: cardName }).first().click();
    await a.page.click("#do");
    for (const p of [a, b]) {
      await p.page.waitForFunction((n) => document.querySelector("#log").textContent.includes(n), cardName, { timeout: 1500 });
    }
    assert.equal(await a.page.locator("#hand [data-card]").count(), allies.length - 1);
    // Allies enter their battle dice on the phone: Soldier, Flag.
    // Infantry at 2 hexes: 2 dice, shown before the roll.
    await a.page.click('[data-action="battle"]');
    await a.page.click('[data-field="unit"] [data-opt="infantry"]');
    await a.page.click('[data-field="range"] [data-step="+1"]');
    await a.page.waitForSelector('#dice-count[data-count="2"]');
    await a.page.click('[data-die="0"] [data-face="cc-great-war:battle:soldier"]');
    await a.page.click('[data-die="1"] [data-face="cc-great-war:battle:flag"]');
    await a.page.locator("#dice-count").scrollIntoViewIfNeeded();
    await a.page.screenshot({ path: join(shotsDir(), "cc-battle-dice-en.png") });
    await a.page.click("#do");
    // The answer reaches both phones within a second: the log line, and the result card
    // with the table's own words (a Soldier hits in the open, a Flag retreats 1 hex).
    for (const p of [a, b]) {
      await p.page.waitForFunction(() => document.querySelector("#log").textContent.includes("Soldier, Flag"), null, { timeout: 1500 });
      await p.page.waitForSelector("#card .outcome", { timeout: 1500 });
      assert.match(await p.page.locator("#card .outcome").textContent(), /1 hit/);
      // A hit reads as a success at a glance: the card is toned as on the table's screen.
      assert.match(await p.page.locator("#card").getAttribute("class"), /tone-success/);
    }
    const dir = shotsDir();
    await a.page.screenshot({ path: join(dir, "cc-allies-en.png"), fullPage: false });
    // The other language, on the other phone.
    await b.page.locator(".bar button").first().click();
    await b.page.waitForFunction(() => document.querySelector("#turn").textContent.includes("Tocca"), null, { timeout: 2000 });
    await b.page.screenshot({ path: join(dir, "cc-central-it.png"), fullPage: false });
    await b.page.screenshot({ path: join(dir, "cc-central-it-full.png"), fullPage: true });
    // Undo on the host: the battle leaves both phones.
    host.type("undo");
    for (const p of [a, b]) {
      await p.page.waitForFunction(() => !document.querySelector("#log").textContent.match(/Soldier, Flag|Soldato, Bandiera/), null, { timeout: 1500 });
    }
    // The host closing tells the phones.
    await host.stop();
    await a.page.waitForFunction(() => document.body.textContent.includes("The table closed"), null, { timeout: 3000 });
  } finally {
    host.proc.kill();
  }
});

test("a We Were Brothers player enters a fire roll for his squad", async () => {
  const g = newGame("we-were-brothers", [["add-standard-squad", "army=us-army", "code=Able", "blue=3"], ["add-standard-squad", "army=wehrmacht", "code=Kondor", "blue=3"]]);
  const host = await startHost(g);
  try {
    const p = await phone(); open.push(p.ctx);
    await joinAs(p, host.base, "allies", "it");
    // His squad, man by man: weapon and ammunition, health, status, posture.
    const squad = await p.page.locator("[data-panel]").first().textContent();
    assert.match(squad, /Able/);
    assert.match(squad, /Garand/);
    // Able 2 fires his M1 Garand at Kondor 2, 1 MHx away: the pad is the roll's own die.
    await p.page.click('[data-fire="0-1"]');
    await p.page.waitForSelector('[data-die="0"] [data-face]');
    assert.equal(await p.page.locator("[data-die]").count(), 1);
    const die = await p.page.locator('[data-die="0"] [data-face]').first().getAttribute("data-face");
    await p.page.locator('.form .opts button', { hasText: "Kondor 2" }).click();
    await p.page.waitForSelector('[data-die="0"] [data-face]');
    await p.page.locator('[data-die="0"] [data-face$=":suppressed"]').click();
    await p.page.screenshot({ path: join(shotsDir(), "wwb-fire-dice-it.png") });
    await p.page.click("#do");
    await p.page.waitForFunction(() => document.querySelector("#log").textContent.includes("Fuoco"), null, { timeout: 1500 });
    assert.ok(die.startsWith("we-were-brothers:"), die);
    // The side entered is read on that die: the result is the face tapped.
    assert.match(await p.page.locator("#log").textContent(), /Soppresso/);
    // The result card on the phone, in its language.
    await p.page.waitForSelector("#card .outcome", { timeout: 1500 });
    assert.ok((await p.page.locator("#card .outcome").textContent()).trim().length > 0);
    await p.page.screenshot({ path: join(shotsDir(), "wwb-allies-it.png"), fullPage: false });
    await p.page.locator("[data-panel]").first().scrollIntoViewIfNeeded();
    await p.page.screenshot({ path: join(shotsDir(), "wwb-squad-it.png"), fullPage: false });
    // A reload (or a phone waking up) goes straight back to the table, current state at once.
    await p.page.reload();
    await p.page.waitForFunction(() => document.querySelector("#log") && document.querySelector("#log").textContent.includes("Fuoco"), null, { timeout: 2000 });
    assert.equal(await p.page.locator("#code").count(), 0);
    const log = g.run(["play", g.save, "log"]);
    // The host holds the lock; reading is allowed and shows the roll in the journal.
    assert.match(log, /Fire/);
  } finally {
    await host.stop();
    host.proc.kill();
  }
});

test("a Trench Club battle card on a phone says whose dice are whose", async () => {
  const units = [["germany", "armoured-car"], ["germany", "infantry"], ["france", "infantry"]]
    .map(([side, kind]) => ["add-unit", `side=${side}`, `kind=${kind}`, "army=1"]);
  // The car fires on infantry #3, rolled by the app; the infantry fires back (seed 11).
  const g = newGame("trench-club", [["setup", "seats=germany,france"], ...units, ["end-phase"],
    ["declare", "attacker=1", "defender=3", "close=true"], ["end-phase"], ["fight", "index=0"]], "11");
  const host = await startHost(g);
  try {
    const p = await phone(); open.push(p.ctx);
    await joinAs(p, host.base, "france", "it");
    await p.page.waitForSelector("#card .dice-group");
    const groups = await p.page.locator("#card .dice-group").allTextContents();
    assert.equal(groups.length, 2, groups.join(" | "));
    assert.match(groups[0], /^Attaccante/);
    assert.match(groups[1], /^Difensore/);
    const card = JSON.parse(g.run(["play", g.save, "show", "--json"])).card;
    // Each group holds that side's faces, as the card's JSON lists them.
    for (const [i, grp] of card.dice_groups.entries()) {
      assert.equal(await p.page.locator("#card .dice-group").nth(i).locator(".chip").count(), grp.faces.length);
    }
    await p.page.screenshot({ path: join(shotsDir(), "tc-battle-it.png") });
  } finally {
    await host.stop();
    host.proc.kill();
  }
});

test("the join page in both languages, and a wrong code refused on it", async () => {
  const g = newGame("cc-great-war");
  const host = await startHost(g);
  try {
    const p = await phone(); open.push(p.ctx);
    for (const lang of ["en", "it"]) {
      await p.page.goto(`${host.base}/?lang=${lang}`);
      await p.page.waitForSelector("#code");
      await p.page.fill("#code", "WRONG1");
      await p.page.click("#next");
      await p.page.waitForSelector("#toast.bad:not([hidden])");
      const msg = await p.page.locator("#toast").textContent();
      assert.match(msg, lang === "en" ? /not the join code/ : /Non è il codice/);
      await p.page.screenshot({ path: join(shotsDir(), `join-${lang}.png`) });
    }
  } finally {
    await host.stop();
    host.proc.kill();
  }
});

test("only the side in turn moves it on: the other phone is not offered Next, and sending it anyway is refused", async () => {
  const g = newGame("asl-sk1");
  const where = () => {
    const s = JSON.parse(g.run(["play", g.save, "show", "--json"]));
    return `${s.round}/${s.phase && s.phase.id}/${s.step && s.step.id}/${s.side && s.side.id}`;
  };
  const host = await startHost(g);
  try {
    const a = await phone(); open.push(a.ctx);
    const b = await phone(); open.push(b.ctx);
    // The allied phone keeps its sockets where a hostile script can reach them.
    await b.page.addInitScript(() => {
      const W = window.WebSocket;
      window.__sockets = [];
      window.WebSocket = function (...args) { const s = new W(...args); window.__sockets.push(s); return s; };
      window.WebSocket.prototype = W.prototype;
    });
    await joinAs(a, host.base, "german");
    await joinAs(b, host.base, "allied");
    assert.equal(await a.page.locator('[data-action="next-phase"]').count(), 1, "the Germans, in turn, are offered Next");
    assert.equal(await b.page.locator('[data-action="next-phase"]').count(), 0, "the Allies, not in turn, are not");
    const before = where();
    const log = () => g.run(["play", g.save, "log", "--json"]);
    const logBefore = log();
    // A hostile allied phone sends the words itself.
    await b.page.evaluate(() => window.__sockets.at(-1).send(JSON.stringify({ id: 9001, act: ["next-phase"] })));
    // The refusal's own frame (the page's text says "turn" already, so wait for the frame).
    const refusedFrame = () => b.frames.some((f) => f.includes('"refused"') && f.includes("turn"));
    for (let i = 0; i < 60 && !refusedFrame(); i++) await new Promise((r) => setTimeout(r, 50));
    assert.ok(refusedFrame(), "the refusal names the turn");
    assert.equal(where(), before, "the turn did not move");
    assert.equal(log(), logBefore, "nothing was written");
    // The Germans' own tap moves it on, and both phones follow.
    await a.page.click('[data-action="next-phase"]');
    for (let i = 0; i < 30 && where() === before; i++) await new Promise((r) => setTimeout(r, 50));
    assert.notEqual(where(), before, "the side in turn moved it on");
  } finally {
    await host.stop();
  }
});

// Issue 35: seats are owned.
const keepSockets = () => {
  const W = window.WebSocket;
  window.__sockets = [];
  window.WebSocket = function (...args) { const s = new W(...args); window.__sockets.push(s); return s; };
  window.WebSocket.prototype = W.prototype;
};
const waitFor = async (cond, what, ms = 5000) => {
  for (let i = 0; i < ms / 50; i++) { if (cond()) return; await new Promise((r) => setTimeout(r, 50)); }
  assert.fail(`waited for ${what}`);
};

test("a second phone for a held side waits for the table's consent and sees nothing of it before", async () => {
  const g = newGame("cc-great-war", [["deck-draw", "deck=command", "side=allies"]]);
  const allies = cardsOf(g, "allies");
  const host = await startHost(g);
  try {
    const a = await phone(); open.push(a.ctx);
    const b = await phone(); open.push(b.ctx);
    await joinAs(a, host.base, "allies");
    await b.page.goto(`${host.base}/?code=${CODE}&lang=en`);
    await b.page.waitForSelector('[data-side="allies"]');
    assert.equal(await b.page.getAttribute('[data-side="allies"]', "data-held"), "yes", "the picker shows the seat held");
    assert.equal(await b.page.getAttribute('[data-side="central"]', "data-held"), "no");
    await b.page.click('[data-side="allies"]');
    await b.page.waitForSelector("#waiting");
    const device = JSON.parse(b.frames.find((f) => f.includes('"waiting"'))).device;
    // The holder is asked; the waiting phone has nothing of the side.
    await a.page.waitForSelector(`[data-asks="${device}"]`);
    await waitFor(() => host.output().includes(`Device ${device} asks to play`), "the host's terminal line");
    for (const f of b.frames) {
      assert.ok(!f.includes('"decks"') && !allies.some((c) => f.includes(`"${c}"`)), `waiting phone received ${f}`);
    }
    assert.equal(await b.page.locator("#hand").count(), 0);
    await b.page.screenshot({ path: join(shotsDir(), "seat-waiting-en.png") });
    // The table lets it in from the terminal: it sees the side; the holder sees it beside.
    host.type(`allow ${device}`);
    await b.page.waitForSelector("#turn");
    const handB = await b.page.locator("#hand [data-card]").evaluateAll((e) => e.map((x) => x.dataset.card));
    assert.deepEqual(handB, allies);
    await a.page.waitForSelector(`[data-also="${device}"]`);
  } finally {
    await host.stop();
  }
});

test("a removed phone cannot rejoin unasked: it waits until the table lets it back", async () => {
  const g = newGame("cc-great-war");
  const host = await startHost(g);
  try {
    const a = await phone(); open.push(a.ctx);
    await joinAs(a, host.base, "allies");
    host.type("kick 1");
    await a.page.waitForSelector("#code");
    // One tap back: it waits (its old seat is free, but not for it), for any side.
    const back = async (side) => {
      await a.page.goto(`${host.base}/?code=${CODE}&lang=en`);
      await a.page.click(`[data-side="${side}"]`);
      await a.page.waitForSelector("#waiting");
      assert.equal(await a.page.locator("#turn").count(), 0);
    };
    await back("allies");
    // The table turns it away: out again.
    host.type("refuse 2");
    await a.page.waitForSelector("#code");
    await back("central");
    await waitFor(() => host.output().includes("Device 3 asks to play"), "the terminal's line");
    // The table lets it back: it plays.
    host.type("allow 3");
    await a.page.waitForSelector("#turn");
    assert.match(await a.page.textContent("#seat"), /You hold this seat/);
  } finally {
    await host.stop();
  }
});

test("one code holder joining over and over cannot evict a seated phone", async () => {
  const g = newGame("cc-great-war", [["deck-draw", "deck=command", "side=allies"]]);
  const host = await startHost(g);
  try {
    const a = await phone(); open.push(a.ctx);
    await joinAs(a, host.base, "allies");
    // The honest phone sleeps: its page goes away.
    await a.page.goto("about:blank");
    for (let i = 0; i < 60; i++) {
      await fetch(`${host.base}/api/join`, { method: "POST", headers: { "content-type": "application/json" },
        body: JSON.stringify({ code: CODE, side: i % 2 ? "central" : "allies" }) });
    }
    // It wakes: its pass still works, its hand is there.
    await a.page.goto(`${host.base}/`);
    await a.page.waitForSelector("#turn");
    assert.deepEqual(await a.page.locator("#hand [data-card]").evaluateAll((e) => e.map((x) => x.dataset.card)), cardsOf(g, "allies"));
    assert.match(await a.page.textContent("#seat"), /You hold this seat/);
  } finally {
    await host.stop();
  }
});

test("an action answered refused is never applied, and one asked again by its id is applied once", async () => {
  const g = newGame("cc-great-war");
  const host = await startHost(g);
  try {
    const a = await phone(); open.push(a.ctx);
    await a.page.addInitScript(keepSockets);
    await joinAs(a, host.base, "allies");
    const log = () => JSON.parse(g.run(["play", g.save, "log", "--json"])).log;
    const n0 = log().length;
    const say = (m) => a.page.evaluate((m) => window.__sockets.at(-1).send(JSON.stringify(m)), m);
    const answers = (id) => a.frames.filter((f) => f.includes(`"id":${id}`) && /"t":"(done|refused)"/.test(f));
    // Refused (the other side's pool): nothing on disk, and not later either.
    await say({ id: 7001, act: ["pool-take", "pool=hq", "side=central", "n=1"] });
    await waitFor(() => answers(7001).length === 1, "the refusal");
    assert.match(answers(7001)[0], /"refused"/);
    await new Promise((r) => setTimeout(r, 500));
    assert.equal(log().length, n0, "refused: nothing written");
    // Applied once, however often its id is asked.
    await say({ id: 7002, act: ["note", "once"] });
    await waitFor(() => answers(7002).length === 1, "the answer");
    await say({ id: 7002, act: ["note", "once"] });
    await say({ id: 7001, act: ["pool-take", "pool=hq", "side=central", "n=1"] });
    await waitFor(() => answers(7002).length === 2 && answers(7001).length === 2, "the answers again");
    assert.equal(answers(7002)[0], answers(7002)[1], "the same answer");
    assert.equal(answers(7001)[0], answers(7001)[1], "the same refusal");
    const after = log();
    assert.equal(after.length, n0 + 1, "applied once");
    assert.equal(after.filter((e) => JSON.stringify(e).includes("once")).length, 1);
  } finally {
    await host.stop();
  }
});
