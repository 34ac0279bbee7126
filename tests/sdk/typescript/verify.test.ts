// The README's webhook verifier (examples/webhooks/verify.ts).
import { test } from "node:test";
import assert from "node:assert/strict";
import { createHmac } from "node:crypto";
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { repoRoot } from "./harness";
import { Deliveries, verifySignature } from "../../../examples/webhooks/verify";

test("the README webhook verifier accepts signed deliveries and refuses the rest", () => {
  const secret = "whsec_test";
  const body = Buffer.from('{"event":"webhook.test","version":1}');
  const t = 1_790_000_000;
  const v1 = createHmac("sha256", secret).update(`${t}.`).update(body).digest("hex");
  assert.ok(verifySignature(secret, `t=${t},v1=${v1}`, body, t + 10));
  assert.ok(verifySignature(secret, `t=${t},v1=${"0".repeat(64)},v1=${v1}`, body, t), "one v1 per secret");
  assert.ok(!verifySignature(secret, `t=${t},v1=${v1}`, Buffer.concat([body, Buffer.from(" ")]), t), "body changed");
  assert.ok(!verifySignature("whsec_other", `t=${t},v1=${v1}`, body, t), "other secret");
  assert.ok(!verifySignature(secret, `t=${t},v1=${v1}`, body, t + 301), "too old");
  assert.ok(!verifySignature(secret, `v1=${v1}`, body, t), "no timestamp");
  const deliveries = new Deliveries();
  assert.ok(deliveries.firstTime("d1") && !deliveries.firstTime("d1"));
  const root = repoRoot();
  const source = readFileSync(resolve(root, "examples/webhooks/verify.ts"), "utf8");
  assert.ok(readFileSync(resolve(root, "README.md"), "utf8").includes(source), "README shows verify.ts as it is");
});
