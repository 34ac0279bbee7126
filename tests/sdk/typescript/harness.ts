// The real `threadwatch` binary over a real SQLite file in a temporary
// folder, and the real server on 127.0.0.1 with an ephemeral port.
import { execFileSync, spawn, ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { createInterface } from "node:readline";

/** The repository's root: the nearest folder up from here with openapi.yaml. */
export function repoRoot(from = __dirname): string {
  return existsSync(join(from, "openapi.yaml")) ? from : repoRoot(dirname(from));
}

const BIN = process.env.THREADWATCH_BIN ?? join(repoRoot(), "target/debug/threadwatch");

/** The fixtures every harness shares (Rust, Python, TypeScript). */
const FIXTURES = JSON.parse(readFileSync(join(repoRoot(), "tests/fixtures.json"), "utf8"));

/** A post the test profile scores as strong. */
function matchingPost(id: string, createdUtc: number): object {
  const data = { ...FIXTURES.matching_post, id, created_utc: createdUtc };
  for (const field of ["title", "permalink"]) data[field] = data[field].replace("{id}", id);
  return { kind: "t3", data };
}

export class Threadwatch {
  readonly dir = mkdtempSync(join(tmpdir(), "tw-sdk-"));
  readonly db = join(this.dir, "tw.db");
  private servers: ChildProcess[] = [];

  private env(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
    const env: NodeJS.ProcessEnv = { THREADWATCH_LOG: "warn", THREADWATCH_REDDIT__POLL_INTERVAL_SECONDS: "0", ...extra };
    for (const [k, v] of Object.entries(process.env)) if (!k.startsWith("THREADWATCH_")) env[k] = v;
    return env;
  }

  run(...args: string[]): any {
    return JSON.parse(execFileSync(BIN, ["--db", this.db, ...args], { env: this.env() }).toString());
  }

  /** An account with a product profile, `matches` matching posts and a key. */
  customer(name: string, matches: number): string {
    const account = this.run("account", "create", "--name", name).account_id;
    const profile = join(this.dir, `${name}.json`);
    writeFileSync(profile, JSON.stringify(FIXTURES.profile));
    this.run("product", "set", "--account", account, "--file", profile);
    const posts = join(this.dir, `${name}.jsonl`);
    writeFileSync(posts, Array.from({ length: matches }, (_, i) =>
      JSON.stringify(matchingPost(`${name}${i}`, FIXTURES.first_created_utc + i * 60))).join("\n"));
    this.run("ingest", "--account", account, "--file", posts);
    return this.run("key", "create", "--account", account).api_key;
  }

  /** Starts `threadwatch serve`; resolves to its base URL. */
  serve(rateLimit = 60): Promise<string> {
    const server = spawn(BIN, ["--db", this.db, "serve", "--listen", "127.0.0.1:0"], {
      env: this.env({ THREADWATCH_API__RATE_LIMIT_PER_MINUTE: String(rateLimit) }),
      stdio: ["ignore", "ignore", "pipe"],
    });
    this.servers.push(server);
    return new Promise((ready, fail) => {
      server.on("exit", () => fail(new Error("the server exited before listening")));
      createInterface({ input: server.stderr! }).on("line", (line) => {
        if (line.startsWith("listening on ")) ready(line.slice("listening on ".length));
      });
    });
  }

  close(): void {
    for (const server of this.servers) server.kill();
  }
}
