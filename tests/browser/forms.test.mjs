// Each game's part on a phone, tap-only (issue 35 item 3): two phones at 390×844, one in
// Italian, fill the game's forms with taps alone (no typed id, no JSON), enter their own dice
// on the pads the host names, and see a refusal keep the form as it was.
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

// No text box anywhere on the table's page: every value is a tap.
async function noTyping(p) {
  assert.equal(await p.page.locator("#app input, #app textarea, #app select").count(), 0, "a typed field on the page");
}

const logHas = (p, text) => p.page.waitForFunction((t) => document.querySelector("#log").textContent.includes(t), text, { timeout: 3000 });

async function shot(p, name, sel) {
  // The page is re-drawn on every answer: scroll again if it was re-drawn under us.
  for (let i = 0; sel && i < 5; i++) {
    try { await p.page.locator(sel).first().scrollIntoViewIfNeeded({ timeout: 2000 }); break; } catch (e) { if (i === 4) throw e; }
  }
  await p.page.screenshot({ path: join(shotsDir(), name) });
}

test("C&C from two phones: the set-up, cards of the right deck, a battle with the dice counted before the roll, a refused card keeps its form", async () => {
  const g = newGame("cc-great-war");
  const state = (side) => JSON.parse(g.run(["play", g.save, "show", "--side", side, "--json"]));
  const hand = (side, deck) => state(side).decks.find((d) => d.id === deck).hands[side].cards;
  const host = await startHost(g);
  try {
    const a = await phone(); open.push(a.ctx);
    const b = await phone(); open.push(b.ctx);
    await joinAs(a, host.base, "allies", "it");
    await joinAs(b, host.base, "central", "en");
    // The set-up on steppers (no JSON): 5 medals to win, the rest as the blank scenario.
    await a.page.click('[data-action="setup"]');
    await a.page.click('[data-field="medals"] [data-step="-1"]');
    await shot(a, "forms-cc-setup-it.png", '[data-form="setup"]');
    await a.page.click("#do");
    await a.page.waitForSelector(".form", { state: "detached" });
    await a.page.waitForSelector('[data-action="play-command"]');
    // Allies (Italian): the Command form lists their Command cards only, by name.
    await a.page.click('[data-action="play-command"]');
    const offered = await a.page.locator('.form [data-field="card"] [data-opt]').evaluateAll((e) => e.map((x) => x.dataset.opt));
    assert.deepEqual([...new Set(offered)].sort(), [...new Set(hand("allies", "command").map((c) => c.id))].sort());
    for (const c of hand("allies", "combat")) assert.ok(!offered.includes(c.id) || hand("allies", "command").some((x) => x.id === c.id), `Combat card ${c.id} in the Command form`);
    const command = hand("allies", "command")[0];
    await a.page.click(`.form [data-field="card"] [data-opt="${command.id}"]`);
    await shot(a, "forms-cc-command-it.png", ".form");
    await a.page.click("#do");
    await a.page.waitForSelector(".form", { state: "detached" });
    for (const p of [a, b]) await logHas(p, command.name);
    // A battle: the unit and the terrain are the game's, in Italian; the dice are counted
    // before the roll (machine-gun team at 2 hexes), and the pads are the battle die's.
    await a.page.click('[data-action="battle"]');
    const units = await a.page.locator('[data-field="unit"] [data-opt]').allTextContents();
    assert.ok(units.some((u) => /Mitraglieri/.test(u)), units.join(" | "));
    await a.page.click('[data-field="unit"] [data-opt="mg"]');
    await a.page.click('[data-field="range"] [data-step="+1"]');
    await a.page.click('[data-field="target"] [data-opt="forest"]');
    const count = await a.page.locator("#dice-count").getAttribute("data-count");
    // The count is the engine's: what `adjutant` says for the same battle.
    assert.ok(Number(count) >= 1, count);
    const faces = ["soldier", "flag", "burst", "skull", "hq", "soldier"];
    // A push from the other phone while the form is filled keeps it as it is.
    await b.page.click('[data-action="hq"]');
    await b.page.click('[data-field="reason"] [data-opt="correction"]');
    await b.page.click("#do");
    await b.page.waitForSelector(".form", { state: "detached" });
    await a.page.waitForFunction(() => document.querySelector("#log").textContent.includes("correz") || document.querySelector("#log").textContent.match(/HQ/), null, { timeout: 3000 });
    assert.equal(await a.page.locator('[data-field="unit"] [data-opt="mg"].on').count(), 1, "the form kept its unit through the push");
    for (let i = 0; i < Number(count); i++) await a.page.click(`[data-die="${i}"] [data-face="cc-great-war:battle:${faces[i]}"]`);
    await shot(a, "forms-cc-battle-it.png", "#dice-count");
    await noTyping(a);
    await a.page.click("#do");
    await a.page.waitForSelector(".form", { state: "detached" });
    for (const p of [a, b]) await p.page.waitForSelector("#card .outcome", { timeout: 3000 });
    // Central (English): a Combat card at a cost it cannot pay is refused; the form keeps the
    // card chosen and says why; one less on the stepper and it is played.
    const combat = hand("central", "combat")[0];
    await b.page.click('[data-action="play-combat"]');
    await b.page.click(`.form [data-field="card"] [data-opt="${combat.id}"]`);
    await b.page.click('[data-field="cost"] [data-step="+1"]');
    await b.page.click('[data-field="cost"] [data-step="+1"]');
    await b.page.click("#do");
    await b.page.waitForSelector("#form-error");
    assert.match(await b.page.textContent("#form-error"), /HQ/);
    assert.equal(await b.page.locator(`.form [data-field="card"] [data-opt="${combat.id}"].on`).count(), 1, "the refused form kept its card");
    await shot(b, "forms-cc-refused-en.png", "#form-error");
    for (let i = 0; i < 3; i++) await b.page.click('[data-field="cost"] [data-step="-1"]');
    assert.equal(await b.page.getAttribute('[data-field="cost"] [data-value]', "data-value"), "0");
    await b.page.click("#do");
    await b.page.waitForSelector(".form", { state: "detached" });
    for (const p of [a, b]) await logHas(p, combat.name);
    await noTyping(b);
    await shot(b, "forms-cc-central-en.png");
    await a.page.screenshot({ path: join(shotsDir(), "forms-cc-allies-it-full.png"), fullPage: true });
  } finally {
    await host.stop();
    host.proc.kill();
  }
});

test("ASL from two phones: fire on the IFT, a morale check, rally and Close Combat with their own two dice", async () => {
  const g = newGame("asl-sk1");
  const host = await startHost(g);
  try {
    const a = await phone(); open.push(a.ctx);
    const b = await phone(); open.push(b.ctx);
    await joinAs(a, host.base, "german", "en");
    await joinAs(b, host.base, "allied", "it");
    // The Germans fire 8 FP at a unit in woods: the IFT's two dice on their own pads.
    await a.page.click('[data-action="fire"]');
    await a.page.waitForSelector('#dice-count[data-count="2"]');
    for (let i = 0; i < 4; i++) await a.page.click('[data-field="fp"] [data-step="+1"]');
    assert.equal(await a.page.getAttribute('[data-field="fp"] [data-value]', "data-value"), "8");
    await a.page.click('[data-field="terrain"] [data-opt="woods"]');
    await a.page.click('[data-die="0"] [data-face="asl-sk1:colored:2"]');
    await a.page.click('[data-die="1"] [data-face="asl-sk1:white:3"]');
    await shot(a, "forms-asl-fire-en.png", "#dice-count");
    await noTyping(a);
    await a.page.click("#do");
    await a.page.waitForSelector(".form", { state: "detached" });
    for (const p of [a, b]) await p.page.waitForFunction(() => document.querySelector("#log").textContent.match(/2\+3/), null, { timeout: 3000 });
    assert.match(await a.page.textContent("#card .outcome"), /1MC/);
    // An effect on the target is the firer's success: the card says so by its tone.
    assert.match(await a.page.locator("#card").getAttribute("class"), /tone-success/);
    // The Allies (Italian) take the Morale Check: one die only entered is refused, the form
    // keeps its values and says how many; the second die, and it is done.
    await b.page.click('[data-action="morale"]');
    await b.page.waitForSelector('#dice-count[data-count="2"]');
    await b.page.click('[data-field="ift"] [data-step="+1"]');
    await b.page.click('[data-die="0"] [data-face="asl-sk1:colored:4"]');
    await b.page.click("#do");
    await b.page.waitForSelector("#form-error");
    assert.match(await b.page.textContent("#form-error"), /2 dadi/);
    assert.equal(await b.page.getAttribute('[data-field="ift"] [data-value]', "data-value"), "1", "the refused form kept its values");
    await shot(b, "forms-asl-refused-it.png", "#form-error");
    await b.page.click('[data-die="1"] [data-face="asl-sk1:white:2"]');
    await b.page.click("#do");
    await b.page.waitForSelector(".form", { state: "detached" });
    await b.page.waitForSelector("#card .outcome");
    // Rally (Italian), then Close Combat (the Germans).
    await b.page.click('[data-action="rally"]');
    await b.page.click('[data-toggle="cover"]');
    await b.page.click('[data-die="0"] [data-face="asl-sk1:colored:1"]');
    await b.page.click('[data-die="1"] [data-face="asl-sk1:white:3"]');
    await shot(b, "forms-asl-rally-it.png", '[data-form="rally"]');
    await b.page.click("#do");
    await b.page.waitForSelector(".form", { state: "detached" });
    await a.page.click('[data-action="close-combat"]');
    await a.page.click('[data-field="attacker"] [data-step="+1"]');
    await a.page.click('[data-die="0"] [data-face="asl-sk1:colored:1"]');
    await a.page.click('[data-die="1"] [data-face="asl-sk1:white:1"]');
    await a.page.click("#do");
    await a.page.waitForSelector(".form", { state: "detached" });
    await a.page.waitForSelector("#card .outcome");
    const log = g.run(["play", g.save, "log"]);
    assert.equal((log.match(/Dice entered/g) || []).length >= 3, true, log);
    await noTyping(b);
    await b.page.screenshot({ path: join(shotsDir(), "forms-asl-allied-it-full.png"), fullPage: true });
  } finally {
    await host.stop();
    host.proc.kill();
  }
});

test("Tide of Iron from two phones: an action, an attack with its black and red dice, Op Fire, a card of the HQ, pass", async () => {
  const g = newGame("tide-of-iron", [["draw-card", "side=0", "card.name=Barrage", "card.cost=0"]]);
  const host = await startHost(g);
  try {
    const a = await phone(); open.push(a.ctx);
    const b = await phone(); open.push(b.ctx);
    await joinAs(a, host.base, "usa", "en");
    await joinAs(b, host.base, "germany", "it");
    // The action by its name (no "concentrated-fire" on the page).
    await a.page.click('[data-action="take-action"]');
    const labels = await a.page.locator('[data-field="action"] [data-opt]').allTextContents();
    assert.ok(labels.includes("Concentrated Fire"), labels.join(" | "));
    assert.ok(!labels.some((l) => /[a-z][A-Z]|^[a-z]+(-[a-z]+)+$/.test(l)), `raw ids: ${labels.join(" | ")}`);
    await a.page.click('[data-field="action"] [data-opt="concentrated-fire"]');
    await a.page.click("#do");
    await a.page.waitForSelector(".form", { state: "detached" });
    // The attack: 4 FP at 2 hexes on a target with cover 1: black and red dice shown first.
    await a.page.click('[data-action="attack"]');
    await a.page.click('[data-field="cover"] [data-step="+1"]');
    await a.page.waitForFunction(() => document.querySelectorAll('[data-face^="tide-of-iron:defence:"]').length === 6);
    const keys = await a.page.locator("[data-die]").evaluateAll((e) => e.map((x) => x.querySelector("[data-face]").dataset.face.split(":").slice(0, 2).join(":")));
    assert.ok(keys.includes("tide-of-iron:attack") && keys.includes("tide-of-iron:defence"), keys.join(","));
    for (const [i, k] of keys.entries()) await a.page.click(`[data-die="${i}"] [data-face="${k}:${k.endsWith("attack") ? 6 : 1}"]`);
    await shot(a, "forms-toi-attack-en.png", "#dice-count");
    await noTyping(a);
    await a.page.click("#do");
    await a.page.waitForSelector(".form", { state: "detached" });
    await a.page.waitForSelector("#card .outcome");
    // Germany (Italian) answers with Op Fire. Out of range (3 hexes at range 1): the dice
    // area says why, sending is refused, and the form keeps its values; range 2 and it fires.
    await b.page.click('[data-action="attack"]');
    await b.page.click('[data-field="fire"] [data-opt="op-fire"]');
    for (let i = 0; i < 5; i++) await b.page.click('[data-field="range"] [data-step="-1"]');
    await b.page.click('[data-field="distance"] [data-step="+1"]');
    await b.page.waitForFunction(() => (document.querySelector("#dice-note") || {}).textContent && !document.querySelector("#dice-count"));
    await b.page.click("#do");
    await b.page.waitForSelector("#form-error");
    assert.equal(await b.page.getAttribute('[data-field="distance"] [data-value]', "data-value"), "3", "the refused form kept its distance");
    assert.equal(await b.page.locator('[data-field="fire"] [data-opt="op-fire"].on').count(), 1);
    await shot(b, "forms-toi-refused-it.png", "#form-error");
    await b.page.click('[data-field="range"] [data-step="+1"]');
    await b.page.waitForSelector("#dice-count");
    const n = Number(await b.page.getAttribute("#dice-count", "data-count"));
    for (let i = 0; i < n; i++) {
      const face = await b.page.locator(`[data-die="${i}"] [data-face]`).first().getAttribute("data-face");
      await b.page.click(`[data-die="${i}"] [data-face="${face}"]`);
    }
    await b.page.click("#do");
    await b.page.waitForSelector(".form", { state: "detached" }).catch(async () => {
      assert.fail(`Op Fire refused: ${await b.page.textContent("#form-error").catch(() => "")}`);
    });
    // The card in the HQ, by its name; then the USA pass.
    await a.page.click('[data-action="activate-card"]');
    await a.page.click('[data-field="card"] [data-opt="0"]');
    await a.page.click("#do");
    await a.page.waitForSelector(".form", { state: "detached" }).catch(async () => {
      assert.fail(`card refused: ${await a.page.textContent("#form-error").catch(() => "")}`);
    });
    await a.page.click('[data-action="pass"]');
    await b.page.waitForFunction(() => document.querySelector("#log").textContent.match(/fase azione chiusa/), null, { timeout: 3000 });
    await noTyping(b);
    await b.page.screenshot({ path: join(shotsDir(), "forms-toi-germany-it-full.png"), fullPage: true });
    await a.page.screenshot({ path: join(shotsDir(), "forms-toi-usa-en-full.png"), fullPage: true });
  } finally {
    await host.stop();
    host.proc.kill();
  }
});

test("Trench Club from two phones: attacks from their own units, a battle in d12s, typed hits, income and a purchase", async () => {
  const units = [["germany", "armoured-car"], ["germany", "infantry"], ["france", "infantry"]]
    .map(([side, kind]) => ["add-unit", `side=${side}`, `kind=${kind}`, "army=1"]);
  const g = newGame("trench-club", [["setup", "seats=germany,france"], ...units, ["end-phase"]], "11");
  const host = await startHost(g);
  // The next phase, from the phone in turn: the turn line moves on.
  const next = async (p) => {
    const before = await p.page.textContent("#turn");
    await p.page.click('[data-action="end-phase"]');
    await p.page.waitForFunction((t) => document.querySelector("#turn").textContent !== t, before, { timeout: 3000 })
      .catch(async (e) => { await p.page.screenshot({ path: join(shotsDir(), "forms-tc-stuck.png"), fullPage: true }); throw e; });
  };
  try {
    const a = await phone(); open.push(a.ctx);
    const b = await phone(); open.push(b.ctx);
    await joinAs(a, host.base, "germany", "it");
    await joinAs(b, host.base, "france", "en");
    // Germany declares: its own units only as attackers; the armoured car at range is refused
    // (it fights at range 1), the form keeps its units; close combat, and it is declared.
    await a.page.click('[data-action="declare"]');
    assert.deepEqual(await a.page.locator('[data-field="attacker"] [data-opt]').evaluateAll((e) => e.map((x) => x.dataset.opt)), ["1", "2"]);
    await a.page.click('[data-field="attacker"] [data-opt="1"]');
    await a.page.click('[data-field="defender"] [data-opt="3"]');
    await a.page.click("#do");
    await a.page.waitForSelector("#form-error");
    assert.equal(await a.page.locator('[data-field="attacker"] [data-opt="1"].on').count(), 1, "the refused form kept its attacker");
    await shot(a, "forms-tc-refused-it.png", "#form-error");
    await a.page.click('[data-field="close"] [data-opt="close"]');
    await a.page.click("#do");
    await a.page.waitForSelector(".form", { state: "detached" });
    await next(a);
    // The battle: the d12s on pads, counted before the roll (base, red, return fire); all
    // 12s, misses all, so both units stay.
    await a.page.click('[data-action="fight"]');
    await a.page.waitForSelector("#dice-count");
    const n = Number(await a.page.getAttribute("#dice-count", "data-count"));
    assert.ok(n >= 2, String(n));
    // Whose dice are whose: the attacker's and the defender's return fire, said apart.
    assert.match(await a.page.textContent("#dice-count"), /Attaccante.*Difensore/s);
    for (let i = 0; i < n; i++) {
      const face = (await a.page.locator(`[data-die="${i}"] [data-face]`).first().getAttribute("data-face")).replace(/:1$/, ":12");
      await a.page.click(`[data-die="${i}"] [data-face="${face}"]`);
    }
    await shot(a, "forms-tc-battle-it.png", "#dice-count");
    await noTyping(a);
    await a.page.click("#do");
    await a.page.waitForSelector(".form", { state: "detached" });
    for (const p of [a, b]) await p.page.waitForSelector("#card .outcome");
    await next(a);
    // Money: income, then a unit bought from the Unit Sheet.
    await a.page.click('[data-action="income"]');
    await logHas(b, "ncome");
    await a.page.click('[data-action="buy"]');
    await a.page.click('[data-field="kind"] [data-opt="infantry"]');
    await a.page.click("#do");
    await a.page.waitForFunction(() => !document.querySelector(".form") || document.querySelector("#form-error"));
    const bought = await a.page.locator("#form-error").count() === 0;
    if (!bought) await a.page.click("#cancel");
    await a.page.screenshot({ path: join(shotsDir(), "forms-tc-money-it.png"), fullPage: true });
    await next(a);
    // France: its own infantry attacks close, the other player says the hits.
    await next(b);
    await b.page.click('[data-action="declare"]');
    await b.page.click('[data-field="attacker"] [data-opt="3"]');
    await b.page.click('[data-field="defender"] [data-opt="2"]');
    await b.page.click('[data-field="close"] [data-opt="close"]');
    await b.page.click("#do");
    await b.page.waitForSelector(".form", { state: "detached" });
    await next(b);
    await b.page.click('[data-action="fight"]');
    await b.page.click('[data-toggle="typed"]');
    await b.page.click('[data-field="hits"] [data-step="+1"]');
    await b.page.click('[data-field="hits"] [data-step="+1"]');
    await shot(b, "forms-tc-typed-en.png", '[data-form="fight"]');
    await b.page.click("#do");
    await b.page.waitForSelector(".form", { state: "detached" });
    await b.page.waitForSelector("#card .outcome");
    await noTyping(b);
    await b.page.screenshot({ path: join(shotsDir(), "forms-tc-france-en-full.png"), fullPage: true });
  } finally {
    await host.stop();
    host.proc.kill();
  }
});

test("We Were Brothers from two phones: fire from a man's own button, a grenade, a refused rally kept, the initiative", async () => {
  const g = newGame("we-were-brothers", [["add-standard-squad", "army=us-army", "code=Able", "blue=3"], ["add-standard-squad", "army=wehrmacht", "code=Kondor", "blue=3"]]);
  const host = await startHost(g);
  const tapDice = async (p) => {
    await p.page.waitForSelector("#dice-count");
    const n = Number(await p.page.getAttribute("#dice-count", "data-count"));
    for (let i = 0; i < n; i++) {
      const face = await p.page.locator(`[data-die="${i}"] [data-face]`).first().getAttribute("data-face");
      await p.page.click(`[data-die="${i}"] [data-face="${face}"]`);
    }
    return n;
  };
  try {
    const a = await phone(); open.push(a.ctx);
    const b = await phone(); open.push(b.ctx);
    await joinAs(a, host.base, "allies", "it");
    await joinAs(b, host.base, "axis", "en");
    // His men, man by man, with their weapon, health and status.
    assert.match(await a.page.locator("[data-panel]").first().textContent(), /Garand/);
    // Able 2 fires from his own button at Kondor 2: the roll's dice shown first.
    await a.page.click('[data-fire="0-1"]');
    await a.page.click('[data-field="target"] [data-opt="1-1"]');
    await a.page.click('[data-field="range"] [data-step="+1"]');
    assert.ok(await tapDice(a) >= 1);
    await shot(a, "forms-wwb-fire-it.png", "#dice-count");
    await noTyping(a);
    await a.page.click("#do");
    await a.page.waitForSelector(".form", { state: "detached" });
    for (const p of [a, b]) await p.page.waitForSelector("#card .outcome");
    // A grenade thrown by Able 1.
    await a.page.click('[data-action="grenade"]');
    await a.page.click('[data-field="man"] [data-opt="0-0"]');
    await tapDice(a);
    await a.page.click("#do");
    await a.page.waitForSelector(".form", { state: "detached" });
    // A rally by a man without Leadership: refused, in Italian, the form as it was.
    await a.page.click('[data-action="rally"]');
    await a.page.click('[data-field="man"] [data-opt="0-0"]');
    await a.page.click('[data-field="patient"] [data-opt="0-1"]');
    await a.page.click("#do");
    await a.page.waitForSelector("#form-error");
    assert.equal(await a.page.locator('[data-field="patient"] [data-opt="0-1"].on').count(), 1);
    await shot(a, "forms-wwb-refused-it.png", "#form-error");
    await a.page.click("#cancel");
    // The axis phone (English): its own men only, and the initiative check.
    await b.page.click('[data-action="fire"]');
    const mine = await b.page.locator('[data-field="man"] [data-opt]').evaluateAll((e) => e.map((x) => x.dataset.opt));
    assert.ok(mine.length && mine.every((m) => m.startsWith("1-")), mine.join(","));
    await b.page.click("#cancel");
    if (await b.page.locator('[data-action="initiative"]').count()) {
      await b.page.click('[data-action="initiative"]');
      await b.page.click('[data-field="allies"] [data-step="+1"]');
      await b.page.click("#do");
      await b.page.waitForSelector(".form", { state: "detached" });
      await logHas(b, "Initiative");
    }
    await noTyping(b);
    await b.page.screenshot({ path: join(shotsDir(), "forms-wwb-axis-en-full.png"), fullPage: true });
    await a.page.screenshot({ path: join(shotsDir(), "forms-wwb-allies-it-full.png"), fullPage: true });
  } finally {
    await host.stop();
    host.proc.kill();
  }
});
