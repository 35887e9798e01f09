// After the table closes or restarts (issue 35): the phone offers "join again", the old code is
// not filled in (nor counted as a wrong one), and with the new code the player goes back to his
// side without picking it again; a side held by another phone still waits for consent.
import { test, after } from "node:test";
import assert from "node:assert/strict";
import { join } from "node:path";
import { newGame, startHost, phone, shotsDir, cleanUp, CODE } from "./host.mjs";

const open = [];
after(async () => {
  for (const c of open) await c.close().catch(() => {});
  cleanUp();
});

const NEW_CODE = "HJKMNP";

async function enterCode(p, code) {
  await p.page.waitForSelector("#code");
  assert.equal(await p.page.inputValue("#code"), "", "the old code is not filled in");
  await p.page.fill("#code", code);
  await p.page.click("#next");
}

test("a closed table offers to join again; with the new code the phone is back at its side", async () => {
  const g = newGame("trench-club");
  let host = await startHost(g);
  const port = new URL(host.base).port;
  try {
    const a = await phone(); open.push(a.ctx);
    const b = await phone(); open.push(b.ctx);
    // Every join the phones ask for that is refused as a wrong code.
    let wrong = 0;
    for (const p of [a, b]) p.page.on("response", (r) => { if (r.url().includes("/api/join") && r.status() === 403) wrong += 1; });
    await a.page.goto(`${host.base}/?code=${CODE}&lang=it`);
    await a.page.click('[data-side="great-britain"]');
    await a.page.waitForSelector("#turn");
    await b.page.goto(`${host.base}/?code=${CODE}&lang=en`);
    await b.page.click('[data-side="germany"]');
    await b.page.waitForSelector("#turn");

    // The table closes: both phones say so and offer to join again.
    await host.stop();
    for (const p of [a, b]) await p.page.waitForSelector("#join-again", { timeout: 5000 });
    assert.match(await a.page.textContent("#gone"), /codice/);
    await a.page.screenshot({ path: join(shotsDir(), "rejoin-closed-it.png") });

    // The table starts again on the same address, with a new code.
    host = await startHost(g, { port, code: NEW_CODE });
    await a.page.click("#join-again");
    await enterCode(a, NEW_CODE);
    await a.page.waitForSelector("#turn");
    assert.equal(await a.page.textContent("#me"), "Gran Bretagna", "back at his side without picking it");

    // The other phone's side is free too: back at it the same way.
    await b.page.click("#join-again");
    await enterCode(b, NEW_CODE);
    await b.page.waitForSelector("#turn");
    assert.match(await b.page.textContent("#me"), /Germany/);
    // No old code was sent, so none was counted as wrong.
    assert.equal(wrong, 0, "a join was refused as a wrong code");
  } finally {
    await host.stop();
  }
});

test("a table restarted without a goodbye: the phone's old pass opens nothing, and it joins again with the new code", async () => {
  const g = newGame("cc-great-war", [["setup"]]);
  let host = await startHost(g);
  const port = new URL(host.base).port;
  try {
    const a = await phone(); open.push(a.ctx);
    await a.page.goto(`${host.base}/?code=${CODE}&lang=en`);
    await a.page.click('[data-side="central"]');
    await a.page.waitForSelector("#turn");
    // Killed: no "closed" message reaches the phone, which keeps trying.
    host.proc.kill("SIGKILL");
    await new Promise((ok) => host.proc.on("exit", ok));
    host = await startHost(g, { port, code: NEW_CODE });
    // The old pass is refused by the new table: the phone says so and offers to join again.
    await a.page.waitForSelector("#join-again", { timeout: 8000 });
    await a.page.click("#join-again");
    await enterCode(a, NEW_CODE);
    await a.page.waitForSelector("#turn");
    assert.match(await a.page.textContent("#me"), /Germans/);
    await a.page.screenshot({ path: join(shotsDir(), "rejoin-restarted-en.png") });
  } finally {
    await host.stop();
  }
});
