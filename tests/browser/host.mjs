// Starting `adjutant host` for the browser tests, and phones in Debian's Chromium.
import { spawn, execFileSync } from "node:child_process";
import { mkdtempSync, mkdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve, dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";

const here = dirname(fileURLToPath(import.meta.url));
export const repo = resolve(here, "..", "..");
const target = process.env.CARGO_TARGET_DIR ? resolve(repo, process.env.CARGO_TARGET_DIR) : join(repo, "target");
export const bin = process.env.ADJUTANT_BIN || join(target, "debug", "adjutant");
export const shots = join(target, "host-screenshots");
export const CODE = "ACDEFG";

/// Temporary folders made by these tests, removed by `cleanUp`.
const made = [];
export function cleanUp() {
  for (const d of made.splice(0)) rmSync(d, { recursive: true, force: true });
}

/// A new saved game of `game` with `prep` applied through `adjutant play do`.
export function newGame(game, prep = [], seed = "5") {
  const home = mkdtempSync(join(tmpdir(), "adjutant-host-"));
  made.push(home);
  const env = { ...process.env, ADJUTANT_HOME: home, LANG: "C.UTF-8" };
  const run = (args) => execFileSync(bin, args, { env, encoding: "utf8" }).trim();
  const save = run(["play", "new", game, "--seed", seed]);
  for (const words of prep) run(["play", save, "do", ...words]);
  return { home, env, save, run };
}

/// `adjutant host` on 127.0.0.1 (any free port, or `port`) with a known code (or `code`): its
/// base address.
export async function startHost(g, { port = "0", code = CODE } = {}) {
  const proc = spawn(bin, ["--lang", "en", "host", g.save, "--port", String(port), "--code", code], { env: g.env, stdio: ["pipe", "pipe", "pipe"] });
  let out = "";
  proc.stdout.on("data", (d) => { out += d; });
  proc.stderr.on("data", (d) => { out += d; });
  const url = await new Promise((ok, fail) => {
    const t = setTimeout(() => fail(new Error(`host did not start: ${out}`)), 20000);
    const look = () => {
      const m = out.match(/http:\/\/[\d.:]+\/\?code=\w+/);
      if (m) { clearTimeout(t); ok(m[0]); } else setTimeout(look, 50);
    };
    proc.on("exit", (c) => fail(new Error(`host exited ${c}: ${out}`)));
    look();
  });
  const base = url.replace(/\/\?code=.*/, "");
  return {
    base, url, proc,
    output: () => out,
    type: (line) => proc.stdin.write(line + "\n"),
    stop: () => new Promise((ok) => { if (proc.exitCode !== null) return ok(); proc.on("exit", ok); proc.stdin.end(); }),
  };
}

const FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
  "--disable-component-update", "--disable-sync", "--no-first-run"];

/// A phone: Chromium with a fresh profile at 390×844.
export async function phone() {
  const dir = mkdtempSync(join(tmpdir(), "adjutant-phone-"));
  made.push(dir);
  const ctx = await chromium.launchPersistentContext(dir, {
    executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
    args: FLAGS,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  const page = ctx.pages()[0] || (await ctx.newPage());
  const frames = [];
  page.on("websocket", (ws) => ws.on("framereceived", (f) => frames.push(String(f.payload))));
  return { ctx, page, frames };
}

export function shotsDir() { mkdirSync(shots, { recursive: true }); return shots; }
