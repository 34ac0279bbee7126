//! Test harness: the real `threadwatch` binary over a real SQLite file in a
//! temporary folder, and the real server on 127.0.0.1 with an ephemeral port;
//! `service` starts the same server in this process.
pub mod model;
pub mod receiver;
pub mod reddit;
pub mod service;

use std::io::{BufRead, BufReader};
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};

use serde_json::{json, Value};

pub const BIN: &str = env!("CARGO_BIN_EXE_threadwatch");

/// A throwaway Threadwatch installation: its own database file.
pub struct Tw {
    pub dir: tempfile::TempDir,
    pub db: PathBuf,
    /// Settings every command and server of this installation gets.
    env: Vec<(String, String)>,
}

impl Tw {
    pub fn new() -> Tw {
        let dir = tempfile::tempdir().unwrap();
        let db = dir.path().join("tw.db");
        Tw { dir, db, env: vec![] }
    }

    pub fn with_env(env: &[(&str, &str)]) -> Tw {
        let mut tw = Tw::new();
        tw.env = env.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect();
        tw
    }

    fn command(&self, args: &[&str]) -> Command {
        let mut cmd = Command::new(BIN);
        // No test reaches the real Reddit: polling is off unless a test points it somewhere.
        cmd.arg("--db").arg(&self.db).args(args).env_remove("THREADWATCH_CONFIG").env("THREADWATCH_LOG", "warn");
        cmd.env("THREADWATCH_REDDIT__POLL_INTERVAL_SECONDS", "0");
        cmd.envs(self.env.iter().map(|(k, v)| (k, v)));
        cmd
    }

    /// Runs an admin command that must succeed; returns its JSON output.
    pub fn run(&self, args: &[&str]) -> Value {
        let out = self.command(args).output().unwrap();
        let stdout = String::from_utf8_lossy(&out.stdout);
        assert!(out.status.success(), "threadwatch {args:?} failed: {}", String::from_utf8_lossy(&out.stderr));
        serde_json::from_str(stdout.trim()).unwrap_or_else(|e| panic!("not one JSON object ({e}): {stdout}"))
    }

    /// Runs an admin command that must succeed; returns its JSON output and
    /// its log (stderr).
    pub fn run_logged(&self, args: &[&str]) -> (Value, String) {
        let out = self.command(args).output().unwrap();
        let (stdout, stderr) = (String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr).into_owned());
        assert!(out.status.success(), "threadwatch {args:?} failed: {stderr}");
        (serde_json::from_str(stdout.trim()).unwrap_or_else(|e| panic!("not one JSON object ({e}): {stdout}")), stderr)
    }

    /// Runs a command that must fail; returns what it printed on stderr.
    pub fn fail(&self, args: &[&str]) -> String {
        let out = self.command(args).output().unwrap();
        assert!(!out.status.success(), "threadwatch {args:?} should have failed");
        assert!(out.stdout.is_empty(), "a failed command printed on stdout");
        String::from_utf8_lossy(&out.stderr).into_owned()
    }

    /// Starts a command with piped stdin and stdout (stderr is discarded).
    pub fn spawn(&self, args: &[&str]) -> std::process::Child {
        let mut cmd = self.command(args);
        cmd.stdin(Stdio::piped()).stdout(Stdio::piped()).stderr(Stdio::null());
        cmd.spawn().unwrap()
    }

    pub fn write(&self, name: &str, text: &str) -> String {
        let path = self.dir.path().join(name);
        std::fs::write(&path, text).unwrap();
        path.to_string_lossy().into_owned()
    }

    /// An account with the test product profile and a key.
    pub fn customer(&self, name: &str) -> Customer {
        let account = self.run(&["account", "create", "--name", name])["account_id"].as_str().unwrap().to_owned();
        let profile = self.write(&format!("{name}.json"), &PROFILE.to_string());
        self.run(&["product", "set", "--account", &account, "--file", &profile]);
        let key = self.run(&["key", "create", "--account", &account]);
        Customer {
            account,
            key_id: key["key_id"].as_str().unwrap().to_owned(),
            key: key["api_key"].as_str().unwrap().to_owned(),
        }
    }

    /// Ingests `n` matching posts (ids `{tag}{i}`, one minute apart) for an account.
    pub fn ingest_matching(&self, account: &str, tag: &str, n: usize) -> Value {
        let lines: Vec<String> = (0..n).map(|i| matching_post(&format!("{tag}{i}"), first_created_utc() + i as i64 * 60).to_string()).collect();
        let file = self.write(&format!("{tag}.jsonl"), &lines.join("\n"));
        self.run(&["ingest", "--account", account, "--file", &file])
    }

    pub fn serve(&self, env: &[(&str, &str)]) -> Server {
        let mut cmd = self.command(&["serve", "--listen", "127.0.0.1:0"]);
        cmd.envs(env.iter().copied()).stdout(Stdio::null()).stderr(Stdio::piped());
        Server::start(cmd)
    }
}

pub struct Customer {
    pub account: String,
    pub key_id: String,
    pub key: String,
}

/// The fixtures every harness shares (Rust, Python, TypeScript).
static FIXTURES: std::sync::LazyLock<Value> =
    std::sync::LazyLock::new(|| serde_json::from_str(include_str!("../../fixtures.json")).unwrap());

/// The test product profile.
pub static PROFILE: std::sync::LazyLock<Value> = std::sync::LazyLock::new(|| FIXTURES["profile"].clone());

/// The creation time of the first of a run of matching posts.
pub fn first_created_utc() -> i64 {
    FIXTURES["first_created_utc"].as_i64().unwrap()
}

/// A post the test profile scores as strong.
pub fn matching_post(id: &str, created_utc: i64) -> Value {
    let mut data = FIXTURES["matching_post"].clone();
    for field in ["title", "permalink"] {
        data[field] = data[field].as_str().unwrap().replace("{id}", id).into();
    }
    data["id"] = id.into();
    data["created_utc"] = created_utc.into();
    json!({"kind": "t3", "data": data})
}

/// A running `threadwatch serve`, killed when dropped.
pub struct Server {
    child: Child,
    pub base: String,
}

impl Server {
    pub fn start(mut cmd: Command) -> Server {
        let mut child = cmd.spawn().unwrap();
        let mut stderr = BufReader::new(child.stderr.take().unwrap());
        let mut line = String::new();
        let base = loop {
            line.clear();
            if stderr.read_line(&mut line).unwrap() == 0 {
                panic!("the server exited before listening");
            }
            if let Some(addr) = line.trim().strip_prefix("listening on ") {
                break addr.to_owned();
            }
        };
        // Keep draining the log so the server never blocks on a full pipe.
        std::thread::spawn(move || std::io::copy(&mut stderr, &mut std::io::sink()));
        Server { child, base }
    }

    pub fn get(&self, path: &str, key: Option<&str>) -> Reply {
        self.request("GET", path, key)
    }

    pub fn request(&self, method: &str, path: &str, key: Option<&str>) -> Reply {
        let mut req = ureq::http::Request::builder().method(method).uri(format!("{}{path}", self.base));
        if let Some(key) = key {
            req = req.header("Authorization", format!("Bearer {key}"));
        }
        let agent: ureq::Agent =
            ureq::Agent::config_builder().http_status_as_error(false).build().into();
        let mut resp = agent.run(req.body(()).unwrap()).unwrap();
        let body = resp.body_mut().read_to_string().unwrap();
        Reply {
            status: resp.status().as_u16(),
            headers: resp
                .headers()
                .iter()
                .map(|(k, v)| (k.as_str().to_owned(), v.to_str().unwrap_or_default().to_owned()))
                .collect(),
            body: if body.is_empty() { Value::Null } else { serde_json::from_str(&body).unwrap_or(Value::String(body)) },
        }
    }
}

impl Server {
    /// SIGTERM, then waits for the process to exit; returns whether it exited cleanly.
    pub fn terminate(mut self, within: std::time::Duration) -> bool {
        let pid = self.child.id().to_string();
        assert!(Command::new("kill").args(["-TERM", &pid]).status().unwrap().success());
        let start = std::time::Instant::now();
        loop {
            if let Some(status) = self.child.try_wait().unwrap() {
                return status.success();
            }
            assert!(start.elapsed() < within, "the server did not stop within {within:?}");
            std::thread::sleep(std::time::Duration::from_millis(20));
        }
    }

    /// SIGKILL: the process gets no chance to clean up.
    pub fn kill_hard(mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

#[derive(Debug)]
pub struct Reply {
    pub status: u16,
    pub headers: Vec<(String, String)>,
    pub body: Value,
}

impl Reply {
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers.iter().find(|(k, _)| k.eq_ignore_ascii_case(name)).map(|(_, v)| v.as_str())
    }

    /// Asserts the status and the Error body with this code.
    pub fn assert_error(&self, status: u16, code: &str) -> &Reply {
        assert_eq!(self.status, status, "{self:?}");
        assert_eq!(self.header("content-type"), Some("application/json"), "{self:?}");
        assert_eq!(self.body["error"]["code"], code, "{self:?}");
        assert!(self.body["error"]["message"].as_str().is_some_and(|m| !m.is_empty()), "{self:?}");
        self
    }

    pub fn message(&self) -> &str {
        self.body["error"]["message"].as_str().unwrap_or_default()
    }
}
