// Adjutant: a player's phone at the table. Served by `adjutant host`; talks only to it.
// Every word comes from the host (its Fluent messages); no table data without a token.
"use strict";
(() => {
  const app = document.getElementById("app");
  const toastEl = document.getElementById("toast");
  const store = window.sessionStorage;
  const params = new URLSearchParams(location.search);
  let lang = params.get("lang") || store.getItem("adj-lang") || ((navigator.language || "en").startsWith("it") ? "it" : "en");
  store.setItem("adj-lang", lang);
  let code = params.get("code") || "";
  let token = store.getItem("adj-token");
  let W = {};
  let ws = null;
  let view = null;
  let form = null; // { spec, values, faces }
  // Action ids: never reused by this device, even after a reload (the table keeps its
  // answers by id, and answers an id asked again with the answer it gave).
  let idSeq = 0;
  const newId = () => Date.now() * 1000 + (idSeq++ % 1000);
  // Actions sent and not yet answered: asked again, by the same id, when the socket is back.
  const pending = new Map();
  let seat = null; // { device, holder, others }
  let waiting = null;
  let closed = false;
  // The side this phone last sat at: asked for again when the table closed or restarted and
  // the player joins it with its new code (the table decides, as for any seat).
  let lastSide = store.getItem("adj-side");
  if (params.has("code")) history.replaceState(null, "", "/");

  const el = (tag, attrs = {}, ...kids) => {
    const e = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs)) {
      if (v === undefined || v === null || v === false) continue;
      if (k.startsWith("on")) e.addEventListener(k.slice(2), v);
      else if (k === "class") e.className = v;
      else e.setAttribute(k, v === true ? "" : v);
    }
    for (const k of kids.flat()) if (k !== null && k !== undefined && k !== false) e.append(k.nodeType ? k : String(k));
    return e;
  };
  const w = (id) => W[id] || id;
  let toastTimer = null;
  const toast = (msg, bad) => {
    toastEl.textContent = msg;
    toastEl.className = bad ? "bad" : "";
    toastEl.hidden = false;
    clearTimeout(toastTimer);
    toastTimer = setTimeout(() => { toastEl.hidden = true; }, bad ? 6000 : 2500);
  };
  const show = (...nodes) => { app.replaceChildren(...nodes.flat().filter((n) => n !== null && n !== undefined && n !== false)); window.scrollTo(0, keepScroll ? window.scrollY : 0); keepScroll = true; };
  let keepScroll = true;
  const actName = (name) => W[`act-${name}`] || name.replace(/-/g, " ").replace(/^./, (c) => c.toUpperCase());

  async function loadWords() {
    const r = await fetch(`/api/words?lang=${lang}`);
    W = (await r.json()).words || {};
    document.documentElement.lang = lang;
  }
  const setLang = async (l) => {
    lang = l; store.setItem("adj-lang", l);
    await loadWords();
    if (ws && ws.readyState === 1) ws.send(JSON.stringify({ lang: l }));
    else if (!token) joinScreen();
  };
  const langRow = () => el("div", { class: "row", "data-id": "lang" },
    el("button", { class: lang === "en" ? "primary" : "", onclick: () => setLang("en") }, "English"),
    el("button", { class: lang === "it" ? "primary" : "", onclick: () => setLang("it") }, "Italiano"));

  async function post(body) {
    const r = await fetch("/api/join", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
    const j = await r.json().catch(() => ({}));
    if (!r.ok) throw new Error(j.error || r.status);
    return j;
  }

  // Leaving for good: this phone forgets its pass and its side.
  function leave() {
    closed = true; if (ws) ws.close(); token = null; store.removeItem("adj-token");
    lastSide = null; store.removeItem("adj-side");
    view = null; waiting = null; seat = null; form = null; joinScreen();
  }

  // The table is gone (closed, or started again with a new code): the old pass and code open
  // nothing more. The page offers to join again; the side is kept, to be asked for again.
  function tableGone(message) {
    ws = null; token = null; store.removeItem("adj-token"); code = "";
    view = null; waiting = null; seat = null; form = null; pending.clear();
    show(el("h1", {}, message), el("p", { class: "card big", id: "gone" }, w(lastSide ? "again-hint-side" : "again-hint")),
      el("button", { class: "primary wide big", id: "join-again", onclick: () => joinScreen(null, true) }, w("join-again")));
  }

  // Sits at `side` with the code entered: the table may seat the phone or make it wait.
  async function sit(side) {
    const t = await post({ code, side, lang });
    token = t.token; store.setItem("adj-token", token);
    lastSide = side; store.setItem("adj-side", side);
    connect();
  }

  function joinScreen(message, again) {
    closed = false;
    const input = el("input", { class: "code", id: "code", autocomplete: "off", autocapitalize: "characters", inputmode: "text", maxlength: "12", value: code });
    const go = async () => {
      code = input.value;
      try {
        const j = await post({ code, lang });
        // Joining again: the side held before is asked for at once.
        if (again && lastSide && j.sides.some((s) => s.id === lastSide)) await sit(lastSide);
        else sidesScreen(j);
      } catch (e) { toast(e.message, true); }
    };
    input.addEventListener("keydown", (e) => { if (e.key === "Enter") go(); });
    show(el("h1", {}, w("title")), message ? el("p", { class: "card big" }, message) : null,
      el("label", { for: "code" }, w("code")), input,
      el("p", {}, el("button", { class: "primary wide", id: "next", onclick: go }, w("next"))),
      el("label", {}, w("language")), langRow());
    if (code && !message && !again) go();
  }

  function sidesScreen(j) {
    show(el("h1", {}, w("pick-side")),
      ...j.sides.map((s) => el("button", { class: "wide big" + (s.held ? " held" : ""), "data-side": s.id, "data-held": s.held ? "yes" : "no", onclick: async () => {
        try { await sit(s.id); } catch (e) { toast(e.message, true); }
      } }, s.name, s.held ? el("span", { class: "muted" }, ` (${w("held")})`) : null)));
  }

  function connect() {
    if (!token) return joinScreen();
    if (!view) show(el("p", { class: "status" }, w("connecting")));
    const proto = location.protocol === "https:" ? "wss" : "ws";
    const sock = new WebSocket(`${proto}://${location.host}/ws?token=${encodeURIComponent(token)}&lang=${lang}`);
    ws = sock;
    let opened = false;
    sock.onopen = () => {
      opened = true;
      // Answers lost with the last socket: asked again by the same ids, never applied twice.
      for (const [id, msg] of pending) sock.send(JSON.stringify({ id, ...msg }));
    };
    sock.onmessage = (ev) => {
      let m; try { m = JSON.parse(ev.data); } catch { return; }
      if (m.t === "view") {
        const seatedBefore = seat ? seat.others.filter((o) => !o.waiting).length : null;
        const asksBefore = seat ? seat.others.filter((o) => o.waiting).length : 0;
        waiting = null; view = m.view; seat = m.seat || null; render();
        // The table moved: the open form's roll may throw other dice now (its values stay).
        if (form && form.kit && !form.sent && hasDice(kitSpec())) askKitDice();
        if (seat && seatedBefore !== null && seat.others.filter((o) => !o.waiting).length > seatedBefore) toast(w("seat-new"), true);
        else if (seat && seat.holder && seat.others.filter((o) => o.waiting).length > asksBefore) toast(w("seat-asks") + " " + seat.others.filter((o) => o.waiting).map((o) => o.device).join(", "), true);
      }
      else if (m.t === "waiting") { waiting = m; view = null; seat = null; waitingScreen(); }
      else if (m.t === "done") {
        pending.delete(m.id);
        if (form && form.sent === m.id) { form = null; render(); }
        toast((m.log && m.log.length ? m.log.join(" · ") : w("done")));
      }
      else if (m.t === "refused") {
        pending.delete(m.id);
        // A refused form stays as it was, the reason at the form.
        if (form && form.sent === m.id) { form.sent = null; form.error = m.message; render(); }
        else toast(m.message, true);
      }
      else if (m.t === "seat-done") toast(m.message);
      else if (m.t === "dice" && m.form) kitDice(m);
      else if (m.t === "dice" && m.message && !form) toast(m.message, true);
      else if (m.t === "closed") { closed = true; tableGone(m.message); }
      else if (m.t === "kicked") { ws = null; token = null; store.removeItem("adj-token"); view = null; waiting = null; seat = null; pending.clear(); joinScreen(m.message); }
    };
    sock.onclose = async () => {
      if (ws !== sock || closed) return;
      // Still a valid pass? Otherwise join again.
      if (!opened) {
        const r = await fetch(`/api/state?token=${encodeURIComponent(token)}&lang=${lang}`).catch(() => null);
        if (r && (r.status === 401 || r.status === 410)) {
          // The table was started again (a new code) or closed: this pass opens nothing.
          const j = await r.json().catch(() => ({}));
          return tableGone(j.error || w("lost"));
        }
      }
      if (view) toast(w("lost"), true); else show(el("p", { class: "status" }, w("lost")));
      setTimeout(connect, 800);
    };
  }
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible" && token && !closed && (!ws || ws.readyState > 1)) connect();
  });

  // An action (its words, or a form's values): kept until answered; its id, or null.
  const sendMsg = (msg) => {
    if (!ws || ws.readyState !== 1) { toast(w("lost"), true); return null; }
    const id = newId();
    pending.set(id, msg);
    ws.send(JSON.stringify({ id, ...msg }));
    return id;
  };
  const send = (words) => sendMsg({ act: words });

  // The cards in this side's hands, for an action's `card` argument.
  const myCards = () => (view.decks || []).flatMap((d) => ((d.hands[view.me] || {}).cards || []).map((c) => ({ ...c, deck: d.id })));
  // An engine action offered bare takes nothing but the seat's side: one tap sends it.
  function openForm(spec) {
    keepScroll = false; window.scrollTo(0, 0);
    const out = [spec.name];
    if (spec.args.some((a) => a.name === "side")) out.push(`side=${view.me}`);
    send(out);
  }

  // A game's form, tap-only: its fields from the host (the game's data in the phone's
  // language); the values stay here through every push until the table answers.
  const kitSpec = () => { const s = (view.forms || []).find((f) => f.name === form.kit); if (s) form.last = s; return form.last; };
  const hasDice = (spec) => spec.fields.some((f) => f.kind === "dice");
  const kitNamed = (name) => (view.forms || []).find((f) => f.name === name);
  function openKit(spec, preset = {}) {
    const values = {};
    for (const f of spec.fields) {
      if (f.kind === "choice" && f.value !== undefined) values[f.name] = f.value;
      else if (f.kind === "number") values[f.name] = f.value;
      else if (f.kind === "toggle") values[f.name] = f.value;
      else if (f.kind === "multi" || f.kind === "dice") values[f.name] = [];
    }
    Object.assign(values, preset);
    form = { kit: spec.name, last: spec, values, diceKeys: undefined, diceNote: null, error: null, sent: null };
    if (hasDice(spec)) askKitDice(); else if (!spec.fields.length) { form.sent = sendMsg({ form: spec.name, values }); }
    render();
    const f = document.querySelector(".form");
    if (f) f.scrollIntoView({ block: "start" });
  }
  function kitValues(withDice) {
    const spec = kitSpec(), out = {};
    for (const f of spec.fields) {
      const v = form.values[f.name];
      if (v === undefined || v === null) continue;
      if (f.kind === "dice") { if (withDice) out[f.name] = v.filter((x) => x !== undefined && x !== null); }
      else out[f.name] = v;
    }
    return out;
  }
  function askKitDice() {
    if (!ws || ws.readyState !== 1) return;
    const id = newId();
    form.diceAsk = id;
    ws.send(JSON.stringify({ id, form_dice: form.kit, values: kitValues(false) }));
  }
  function kitDice(m) {
    if (!form || form.kit !== m.form || form.diceAsk !== m.id) return;
    const keys = Array.isArray(m.dice) ? m.dice : undefined;
    const spec = kitSpec();
    const df = spec.fields.find((f) => f.kind === "dice");
    if (df && JSON.stringify(keys) !== JSON.stringify(form.diceKeys)) form.values[df.name] = [];
    form.diceKeys = keys;
    form.diceNote = keys ? null : (m.message || w("form-ask-dice"));
    render();
  }
  function kitField(f) {
    const v = form.values;
    const changed = () => { form.error = null; if (f.kind !== "dice" && hasDice(kitSpec())) askKitDice(); render(); };
    const label = el("label", {}, f.label);
    if (f.kind === "choice") {
      return el("div", { "data-field": f.name }, label, el("div", { class: "opts" }, f.options.map((o) =>
        el("button", { class: v[f.name] === o.id ? "on" : "", "data-opt": o.id, onclick: () => { v[f.name] = v[f.name] === o.id && !f.required ? undefined : o.id; changed(); } }, o.label))));
    }
    if (f.kind === "multi") {
      const list = v[f.name] || (v[f.name] = []);
      return el("div", { "data-field": f.name }, label, el("div", { class: "opts" }, f.options.map((o) =>
        el("button", { class: list.includes(o.id) ? "on" : "", "data-opt": o.id, onclick: () => { const i = list.indexOf(o.id); if (i >= 0) list.splice(i, 1); else list.push(o.id); changed(); } }, o.label))));
    }
    if (f.kind === "number") {
      const n = Number(v[f.name] ?? f.value);
      const step = (d) => { const x = Math.min(f.max, Math.max(f.min, n + d)); if (x !== n) { v[f.name] = x; changed(); } };
      return el("div", { "data-field": f.name }, label, el("div", { class: "row stepper" },
        el("button", { "data-step": "-1", disabled: n <= f.min, onclick: () => step(-1) }, "−"),
        el("strong", { class: "value", "data-value": String(n) }, String(n)),
        el("button", { "data-step": "+1", disabled: n >= f.max, onclick: () => step(1) }, "+")));
    }
    if (f.kind === "toggle") {
      return el("div", { "data-field": f.name }, el("button", { class: "wide" + (v[f.name] ? " on" : ""), "data-toggle": f.name, onclick: () => { v[f.name] = !v[f.name]; changed(); } }, (v[f.name] ? "✓ " : "☐ ") + f.label));
    }
    if (f.kind === "dice") {
      const list = v[f.name] || (v[f.name] = []);
      const byKey = (k) => (view.dice || []).find((d) => d.key === k) || { key: k, name: k, faces: [] };
      if (!Array.isArray(form.diceKeys)) {
        return el("div", { "data-field": f.name }, label, el("p", { class: "muted", id: "dice-note" }, form.diceNote || w("form-ask-dice")));
      }
      if (!form.diceKeys.length) return null;
      // A key may say whose the die is after a "#" (the attacker's, the defender's).
      const split = (key) => { const at = key.indexOf("#"); return at < 0 ? [key, ""] : [key.slice(0, at), key.slice(at + 1)]; };
      const counts = [];
      for (const key of form.diceKeys) { const c = counts.find((x) => x.key === key); if (c) c.n++; else counts.push({ key, n: 1 }); }
      const named = (key) => { const [k, who] = split(key); return who ? `${who}: ${byKey(k).name}` : byKey(k).name; };
      return el("div", { "data-field": f.name }, label,
        el("p", { class: "dice-count", id: "dice-count", "data-count": String(form.diceKeys.length) }, w("dice-count"), " ",
          el("strong", {}, counts.map((c) => `${c.n} × ${named(c.key)}`).join(", "))),
        el("p", { class: "muted" }, w("dice-hint")),
        ...form.diceKeys.map((key, i) => {
          const d = byKey(split(key)[0]);
          const got = d.faces.find((x) => x.id === list[i]);
          return el("div", { "data-die": String(i) },
            el("div", { class: "muted" }, `${i + 1}. ${named(key)}`, got ? el("strong", {}, ` → ${got.name}`) : null),
            el("div", { class: "pad" }, d.faces.map((x) => el("button", { class: list[i] === x.id ? "primary" : "", "data-face": `${d.key}:${x.id}`, onclick: () => { list[i] = x.id; changed(); } }, x.name))));
        }),
        form.diceKeys.length ? el("button", { onclick: () => { v[f.name] = []; changed(); } }, w("clear")) : null);
    }
    return null;
  }
  // A form's answer so far: sent and waiting, or refused (the reason, the form kept).
  const formAnswer = () => [
    form.error ? el("div", { class: "card bad", id: "form-error" }, el("div", { class: "muted" }, w("form-refused")), el("strong", {}, form.error)) : null,
    form.sent ? el("p", { class: "muted", id: "form-sent" }, w("form-sending")) : null];
  function kitView() {
    const spec = kitSpec();
    // A field shown only while a toggle is on (typed hits in place of dice).
    const shown = spec.fields.filter((f) => !f.when || form.values[f.when]);
    const main = shown.filter((f) => !f.more && f.kind !== "dice").map(kitField);
    const more = shown.filter((f) => f.more).map(kitField);
    const dice = shown.filter((f) => !f.more && f.kind === "dice").map(kitField);
    return el("div", { class: "form", "data-form": spec.name },
      el("h2", {}, spec.title), spec.note ? el("p", { class: "muted" }, spec.note) : null,
      ...main,
      more.length ? el("details", { open: form.more || undefined, ontoggle: (e) => { form.more = e.target.open; } }, el("summary", {}, w("more-options")), ...more) : null,
      ...dice, formAnswer(),
      el("div", { class: "row" },
        el("button", { id: "cancel", onclick: () => { form = null; render(); } }, w("cancel")),
        el("button", { class: "primary", id: "do", disabled: !!form.sent, onclick: () => {
          form.error = null;
          form.sent = sendMsg({ form: spec.name, values: kitValues(true) });
          render();
        } }, w("do"))));
  }

  function formView() {
    return form.kit ? kitView() : null;
  }

  function cardView(c) {
    if (!c) return el("p", { class: "muted", id: "card" }, w("no-result"));
    // The card is toned by its outcome, as on the table's screen (docs/design.md).
    const tone = ["success", "failure", "warning"].includes(c.tone) ? " tone-" + c.tone : "";
    return el("div", { class: "card" + tone, id: "card" },
      el("div", { class: "muted" }, c.whose),
      el("div", { class: "outcome" }, c.outcome, c.basis_mark ? el("span", { class: "mark" }, c.basis_mark) : null),
      c.detail ? el("div", {}, c.detail) : null,
      // The dice, under whose they are when more than one side rolled.
      ...(c.dice_groups && c.dice_groups.length
        ? c.dice_groups.map((g) => el("div", { class: "chips dice-group" }, el("span", { class: "muted" }, g.label), g.faces.map((d) => el("span", { class: "chip" }, d))))
        : [c.dice && c.dice.length ? el("div", { class: "chips" }, c.dice.map((d) => el("span", { class: "chip" }, d))) : null]),
      (c.basis.length || c.working.length) ? el("details", {}, el("summary", {}, w("working")),
        el("ol", { class: "log" }, [...c.basis, ...c.working].map((l) => el("li", {}, l)))) : null);
  }

  function waitingScreen() {
    show(el("h1", {}, w("waiting-title")), el("p", { class: "card big", id: "waiting" }, waiting.message),
      el("button", { onclick: leave }, w("leave")));
  }

  // Where this phone sits, and the holder's answers to devices asking for its side.
  function seatView() {
    if (!seat) return null;
    const say = (x) => ws && ws.readyState === 1 && ws.send(JSON.stringify({ id: newId(), ...x }));
    return el("div", { class: "card", id: "seat" },
      el("div", { class: "muted" }, seat.holder ? w("seat-holder") : w("seat-guest")),
      seat.others.filter((o) => !o.waiting).map((o) => el("div", { "data-also": String(o.device) }, `${w("seat-also")} ${o.device}`)),
      seat.holder ? seat.others.filter((o) => o.waiting).map((o) => el("div", { "data-asks": String(o.device) },
        el("strong", {}, `${w("seat-asks")} ${o.device}`),
        el("div", { class: "row" },
          el("button", { class: "primary", "data-let-in": String(o.device), onclick: () => say({ let_in: o.device }) }, w("let-in")),
          el("button", { "data-give": String(o.device), onclick: () => say({ let_in: o.device, give: true }) }, w("give")),
          el("button", { "data-turn-away": String(o.device), onclick: () => say({ turn_away: o.device }) }, w("turn-away"))))) : null);
  }

  function render() {
    if (!view) return;
    const me = (view.sides || []).find((s) => s.id === view.me) || { name: view.me };
    const mine = view.side && view.side.id === view.me;
    const hand = myCards();
    const pools = (view.pools || []).filter((p) => p.held && view.me in p.held);
    show(
      el("div", { class: "bar" }, el("div", {}, el("div", { class: "muted" }, w("you")), el("strong", { id: "me" }, me.name)),
        el("button", { onclick: () => setLang(lang === "it" ? "en" : "it") }, lang === "it" ? "English" : "Italiano"),
        el("button", { onclick: leave }, w("leave"))),
      el("h1", {}, view.name || view.game.name),
      seatView(),
      el("div", { class: "turn" + (mine ? " mine" : ""), id: "turn" },
        view.side ? el("div", { class: "who" }, mine ? w("your-turn") : `${w("turn-of")} ${view.side.name}`) : null,
        el("div", {}, view.words.round, " · ", view.phase ? view.phase.name : "", view.step ? ` — ${view.step.name}` : "")),
      el("h2", {}, w("result")), cardView(view.card),
      (view.decks || []).length ? [el("h2", {}, w("your-hand")), el("div", { class: "muted", id: "hand-count" }, view.words.hand),
        el("div", { class: "chips hand", id: "hand" }, hand.map((c) => el("span", { class: "chip", "data-card": c.id }, c.name)))] : null,
      (view.panels || []).map((pn) => el("section", { class: "panel", "data-panel": pn.title },
        el("h2", {}, pn.title), pn.note ? el("p", { class: "muted" }, pn.note) : null,
        pn.lines.map((m) => el("div", { class: "card man" }, el("strong", {}, m.head), m.lines.map((l) => el("div", {}, l)),
          m.fire && pn.fire && kitNamed("fire") ? el("button", { class: "fire", "data-fire": `${m.fire.who.squad}-${m.fire.who.soldier}`, onclick: () => openKit(kitNamed("fire"), { man: `${m.fire.who.squad}-${m.fire.who.soldier}` }) }, pn.fire.words.fire) : null)))),
      pools.length ? el("div", {}, el("h2", {}, w("tokens")), pools.map((p) => el("div", {}, `${p.name}: `, el("strong", {}, String(p.held[view.me]))))) : null,
      form ? formView() : null,
      el("h2", {}, w("actions")),
      el("div", { id: "actions" },
        (view.forms || []).map((f) => el("button", { class: "wide" + (form && form.kit === f.name ? " on" : ""), "data-action": f.name, "data-kit": f.name, onclick: () => openKit(f) }, f.title)),
        (view.actions || []).map((a) => el("button", { class: "wide", "data-action": a.name, title: a.doc || "", onclick: () => openForm(a) }, actName(a.name)))),
      el("details", { open: true }, el("summary", {}, w("log")), el("ol", { class: "log", id: "log" }, (view.log || []).slice().reverse().map((l) => el("li", {}, l)))),
      view.state ? el("details", {}, el("summary", {}, w("state")), el("pre", {}, JSON.stringify(view.state, null, 1))) : null);
  }

  loadWords().then(() => (token ? connect() : joinScreen())).catch(() => show(el("p", { class: "status" }, "…")));
})();
