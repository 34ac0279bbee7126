"""Fixtures for the MCP tests: the real `threadwatch` binary over a real
SQLite file in a temporary folder, served on 127.0.0.1 with an ephemeral port."""
import json
import os
import subprocess
import threading
import urllib.error
import urllib.request
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
BIN = os.environ.get("THREADWATCH_BIN", str(ROOT / "target" / "debug" / "threadwatch"))

# The fixtures every harness shares (Rust, Python, TypeScript).
FIXTURES = json.loads((ROOT / "tests" / "fixtures.json").read_text())
PROFILE = FIXTURES["profile"]
FIRST_CREATED_UTC = FIXTURES["first_created_utc"]


def post(post_id, created_utc):
    """A post the test profile scores as strong."""
    data = dict(FIXTURES["matching_post"], id=post_id, created_utc=created_utc)
    for field in ("title", "permalink"):
        data[field] = data[field].replace("{id}", post_id)
    return {"kind": "t3", "data": data}


@pytest.fixture
def anyio_backend():
    return "asyncio"


class Threadwatch:
    """A throwaway installation: its database, admin commands and server."""

    def __init__(self, folder: Path):
        self.folder = folder
        self.db = folder / "tw.db"
        self.servers = []
        self.log = []  # what the servers wrote on stderr
        self.settings = {}  # THREADWATCH_* settings for every command and server

    def env(self, extra=None):
        env = {k: v for k, v in os.environ.items() if not k.startswith("THREADWATCH_")}
        env["THREADWATCH_LOG"] = "info"
        env["THREADWATCH_REDDIT__POLL_INTERVAL_SECONDS"] = "0"  # no test reaches the real Reddit
        env.update(self.settings)
        env.update(extra or {})
        return env

    def run(self, *args, env=None):
        out = subprocess.run([BIN, "--db", str(self.db), *args], capture_output=True, text=True, env=self.env(env))
        assert out.returncode == 0, f"threadwatch {args} failed: {out.stderr}"
        return json.loads(out.stdout)

    def customer(self, name, matches=0, trial_ends_at=None):
        args = ["account", "create", "--name", name]
        if trial_ends_at:
            args += ["--trial-ends-at", trial_ends_at]
        account = self.run(*args)["account_id"]
        profile = self.folder / f"{name}.json"
        profile.write_text(json.dumps(PROFILE))
        self.run("product", "set", "--account", account, "--file", str(profile))
        if matches:
            posts = self.folder / f"{name}.jsonl"
            posts.write_text("\n".join(json.dumps(post(f"{name}{i}", FIRST_CREATED_UTC + i * 60)) for i in range(matches)))
            self.run("ingest", "--account", account, "--file", str(posts))
        return account, self.run("key", "create", "--account", account)["api_key"]

    def run_failing(self, *args):
        out = subprocess.run([BIN, "--db", str(self.db), *args], capture_output=True, text=True, env=self.env())
        assert out.returncode != 0, f"threadwatch {args} should have failed"
        return out.stderr

    def wait_for(self, check, within=15.0):
        """Polls check() until it returns something truthy."""
        import time
        deadline = time.monotonic() + within
        while True:
            value = check()
            if value:
                return value
            assert time.monotonic() < deadline, "gave up waiting"
            time.sleep(0.05)

    def serve(self, rate_limit=60):
        proc = subprocess.Popen(
            [BIN, "--db", str(self.db), "serve", "--listen", "127.0.0.1:0"],
            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
            env=self.env({"THREADWATCH_API__RATE_LIMIT_PER_MINUTE": str(rate_limit)}),
        )
        self.servers.append(proc)
        for line in proc.stderr:
            self.log.append(line)
            if line.startswith("listening on "):
                base = line.split()[-1]
                break
        else:
            raise RuntimeError("the server exited before listening")
        threading.Thread(target=lambda: self.log.extend(proc.stderr), daemon=True).start()
        return base

    def close(self):
        for proc in self.servers:
            proc.kill()
            proc.wait()


@pytest.fixture
def tw(tmp_path):
    installation = Threadwatch(tmp_path)
    yield installation
    installation.close()


def rest(base, path, key, headers=None):
    """GET on the REST API; returns (status, headers, JSON body)."""
    request = urllib.request.Request(base + path, headers={"Authorization": f"Bearer {key}", **(headers or {})})
    try:
        with urllib.request.urlopen(request) as response:
            return response.status, dict(response.headers), json.loads(response.read())
    except urllib.error.HTTPError as error:
        return error.code, dict(error.headers), json.loads(error.read())
