//! What the listener does with clients that misbehave: connections that send
//! nothing or dribble their headers are closed, connections over the bound
//! are refused with the Error body, and a shutdown does not wait forever for
//! an unfinished request.
use std::io::{Read, Write};
use std::net::TcpStream;
use std::time::{Duration, Instant};

use crate::common::service::Service;
use crate::common::Tw;

/// Reads until the server closes the connection; how long that took.
fn time_until_closed(mut tcp: TcpStream, within: Duration) -> Duration {
    let started = Instant::now();
    tcp.set_read_timeout(Some(within)).unwrap();
    let mut buf = [0; 256];
    loop {
        match tcp.read(&mut buf) {
            Ok(0) => return started.elapsed(),
            Ok(_) => continue,
            Err(e) if e.kind() == std::io::ErrorKind::ConnectionReset => return started.elapsed(),
            Err(e) => panic!("the connection was still open after {:?}: {e}", started.elapsed()),
        }
    }
}

fn get(addr: std::net::SocketAddr, path: &str) -> ureq::http::Response<ureq::Body> {
    let agent: ureq::Agent = ureq::Agent::config_builder().http_status_as_error(false).build().into();
    agent.get(format!("http://{addr}{path}")).call().unwrap()
}

#[test]
fn idle_and_dribbling_connections_are_closed_after_the_header_deadline() {
    let service = Service::start(|s| s.api.header_read_timeout_ms = 500);
    let addr = service.running.addr;
    let idle = TcpStream::connect(addr).unwrap();
    let mut dribbling = TcpStream::connect(addr).unwrap();
    let dribbler = std::thread::spawn(move || {
        for byte in b"GET /healthz HTTP/1.1\r\nHost: x\r\n" {
            if dribbling.write_all(&[*byte]).is_err() {
                return;
            }
            std::thread::sleep(Duration::from_millis(100));
        }
    });
    assert_eq!(get(addr, "/healthz").status(), 200, "normal requests are answered meanwhile");
    assert!(time_until_closed(idle, Duration::from_secs(5)) < Duration::from_secs(3));
    dribbler.join().unwrap();
}

#[test]
fn a_connection_over_the_bound_gets_503_with_the_error_body() {
    let service = Service::start(|s| s.api.max_connections = 3);
    let addr = service.running.addr;
    let held: Vec<TcpStream> = (0..3).map(|_| TcpStream::connect(addr).unwrap()).collect();
    std::thread::sleep(Duration::from_millis(200)); // the server has accepted them
    let mut refused = get(addr, "/healthz");
    assert_eq!(refused.status(), 503);
    assert_eq!(refused.headers()["retry-after"], "1");
    let body: serde_json::Value = serde_json::from_str(&refused.body_mut().read_to_string().unwrap()).unwrap();
    assert_eq!(body["error"]["code"], "unavailable");
    drop(held);
    std::thread::sleep(Duration::from_millis(200));
    assert_eq!(get(addr, "/healthz").status(), 200, "served again once connections close");
}

#[test]
fn sigterm_stops_the_server_despite_an_unfinished_request() {
    let tw = Tw::new();
    let server = tw.serve(&[
        ("THREADWATCH_API__HEADER_READ_TIMEOUT_MS", "60000"),
        ("THREADWATCH_API__SHUTDOWN_GRACE_SECONDS", "1"),
    ]);
    let addr = server.base.trim_start_matches("http://").to_owned();
    let mut unfinished = TcpStream::connect(&addr).unwrap();
    unfinished.write_all(b"GET /v1/matches HTTP/1.1\r\nHost: x\r\n").unwrap();
    std::thread::sleep(Duration::from_millis(200));
    assert!(server.terminate(Duration::from_secs(5)), "a clean exit");
}

/// Sends raw bytes and returns the answer's status code and body.
fn raw(addr: std::net::SocketAddr, request: &str) -> (u16, String) {
    let answer = raw_answer(addr, request.as_bytes(), false);
    let status = answer.split(' ').nth(1).and_then(|s| s.parse().ok()).unwrap_or(0);
    (status, answer.split("\r\n\r\n").nth(1).unwrap_or_default().to_owned())
}

/// Sends raw bytes and returns what came back: up to the server closing the
/// connection, or else up to the end of the first JSON body.
fn raw_answer(addr: std::net::SocketAddr, request: &[u8], until_closed: bool) -> String {
    let mut tcp = TcpStream::connect(addr).unwrap();
    tcp.set_read_timeout(Some(Duration::from_secs(5))).unwrap();
    tcp.write_all(request).unwrap();
    let mut answer = Vec::new();
    let mut buf = [0; 4096];
    while let Ok(n) = tcp.read(&mut buf) {
        if n == 0 {
            break;
        }
        answer.extend_from_slice(&buf[..n]);
        if !until_closed && answer.windows(4).any(|w| w == b"\r\n\r\n") && String::from_utf8_lossy(&answer).contains('}') {
            break;
        }
    }
    String::from_utf8_lossy(&answer).into_owned()
}

#[test]
fn requests_hyper_cannot_parse_get_the_error_body() {
    let service = Service::start(|_| {});
    let addr = service.running.addr;
    let long_target = format!("GET /v1/matches?since={} HTTP/1.1\r\nHost: x\r\n\r\n", "9".repeat(100_000));
    let headers: String = (0..1_000).map(|i| format!("X-Header-{i}: y\r\n")).collect();
    let many_headers = format!("GET /v1/matches HTTP/1.1\r\nHost: x\r\n{headers}\r\n");
    let bad_bytes = b"GET /v1/matches?band=\xff HTTP/1.1\r\nHost: x\r\n\r\n".to_vec();
    // A good request first on the same connection: its answer stays as it was.
    let after_a_good_one = [&b"GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n"[..], &bad_bytes].concat();
    for (request, status) in [
        (long_target.into_bytes(), "414"),
        (many_headers.into_bytes(), "431"),
        (bad_bytes, "400"),
        (after_a_good_one, "400"),
    ] {
        let answer = raw_answer(addr, &request, true);
        let last = &answer[answer.rfind("HTTP/1.1 ").unwrap()..];
        assert_eq!(last.split(' ').nth(1), Some(status), "{answer}");
        let (head, body) = last.split_once("\r\n\r\n").unwrap();
        assert!(head.contains("content-type: application/json"), "{head}");
        let body: serde_json::Value = serde_json::from_str(body).unwrap_or_else(|e| panic!("{e}: {answer}"));
        assert_eq!(body["error"]["code"], "malformed_request");
        assert!(body["error"]["message"].as_str().is_some_and(|m| !m.is_empty()));
    }
    let answer = raw_answer(addr, b"GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n", true);
    assert!(answer.ends_with(r#"{"status":"ok"}"#), "{answer}");
}

const INITIALIZE: &str = r#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"test","version":"1"}}}"#;

fn mcp_post(addr: std::net::SocketAddr, key: &str, body: &str) -> ureq::http::Response<ureq::Body> {
    let agent: ureq::Agent = ureq::Agent::config_builder().http_status_as_error(false).build().into();
    agent
        .post(format!("http://{addr}/mcp"))
        .header("Authorization", &format!("Bearer {key}"))
        .header("Accept", "application/json, text/event-stream")
        .header("Content-Type", "application/json")
        .send(body)
        .unwrap()
}

fn json_body(mut response: ureq::http::Response<ureq::Body>) -> serde_json::Value {
    serde_json::from_str(&response.body_mut().read_to_string().unwrap()).unwrap()
}

#[test]
fn mcp_refuses_a_second_host_header_and_a_foreign_absolute_target() {
    let service = Service::start(|_| {});
    let account = service.customer("acme");
    let key = service.app().create_key(&account, None).unwrap().api_key;
    let addr = service.running.addr;
    let message = |head: &str| {
        format!(
            "{head}\r\nAuthorization: Bearer {key}\r\nContent-Type: application/json\r\n\
             Accept: application/json, text/event-stream\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{INITIALIZE}",
            INITIALIZE.len()
        )
    };
    let two_hosts = message("POST /mcp HTTP/1.1\r\nHost: 127.0.0.1\r\nHost: evil.example");
    assert_eq!(raw(addr, &two_hosts).0, 403);
    let absolute = message("POST http://evil.example/mcp HTTP/1.1\r\nHost: 127.0.0.1");
    assert_eq!(raw(addr, &absolute).0, 403);
    let fine = message("POST /mcp HTTP/1.1\r\nHost: 127.0.0.1");
    assert_eq!(raw(addr, &fine).0, 200);
}

#[test]
fn mcp_initialize_passes_the_gate_and_the_session_bound() {
    let service = Service::start(|s| s.api.mcp_sessions_per_key = 2);
    let account = service.customer("acme");
    let key = service.app().create_key(&account, None).unwrap().api_key;
    let addr = service.running.addr;
    for _ in 0..2 {
        let opened = mcp_post(addr, &key, INITIALIZE);
        assert_eq!(opened.status(), 200);
        assert!(opened.headers().get("mcp-session-id").is_some());
    }
    let third = mcp_post(addr, &key, INITIALIZE);
    assert_eq!(third.status(), 429);
    assert_eq!(json_body(third)["error"]["code"], "too_many_sessions");

    // A key whose trial ended gets no session.
    let ended = service.app().create_account("ended", Some(chrono::Utc::now() - chrono::Duration::days(1))).unwrap();
    let ended_key = service.app().create_key(&ended.account_id, None).unwrap().api_key;
    let refused = mcp_post(addr, &ended_key, INITIALIZE);
    assert_eq!(refused.status(), 403);
    assert_eq!(json_body(refused)["error"]["code"], "subscription_required");
}

#[test]
fn mcp_initialize_counts_against_the_rate_budget() {
    let service = Service::start(|s| s.api.rate_limit_per_minute = 2);
    let account = service.customer("acme");
    let key = service.app().create_key(&account, None).unwrap().api_key;
    let addr = service.running.addr;
    assert_eq!(mcp_post(addr, &key, INITIALIZE).status(), 200);
    assert_eq!(mcp_post(addr, &key, INITIALIZE).status(), 200);
    let limited = mcp_post(addr, &key, INITIALIZE);
    assert_eq!(limited.status(), 429);
    assert_eq!(json_body(limited)["error"]["code"], "rate_limited");
}

#[test]
fn mcp_answers_malformed_messages_with_json_rpc_errors() {
    let service = Service::start(|_| {});
    let account = service.customer("acme");
    let key = service.app().create_key(&account, None).unwrap().api_key;
    let addr = service.running.addr;
    for (body, status, code) in [("{not json".to_owned(), 400, -32700), (format!("[{INITIALIZE}]"), 400, -32600)] {
        let answer = mcp_post(addr, &key, &body);
        assert_eq!(answer.status(), status);
        let body = json_body(answer);
        assert_eq!((body["jsonrpc"].as_str(), body["error"]["code"].as_i64()), (Some("2.0"), Some(code)), "{body}");
    }
    // Too large is answered from the declared length, before the body is
    // read; a client still sending it could see its connection closed
    // mid-write, so this one sends only the head.
    let head = format!(
        "POST /mcp HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer {key}\r\n\
         Accept: application/json, text/event-stream\r\nContent-Type: application/json\r\n\
         Content-Length: {}\r\n\r\n",
        2 * 1024 * 1024
    );
    let answer = raw_answer(addr, head.as_bytes(), false);
    assert!(answer.starts_with("HTTP/1.1 413 "), "{answer}");
    let body: serde_json::Value = serde_json::from_str(answer.split_once("\r\n\r\n").unwrap().1).unwrap();
    assert_eq!((body["jsonrpc"].as_str(), body["error"]["code"].as_i64()), (Some("2.0"), Some(-32600)), "{body}");
}

/// Another process holds SQLite's WAL locks (the bytes of `-shm` that readers
/// and writers lock) until it is killed; SQLite's own readers then retry for
/// about 10 s before failing.
struct LockHolder(std::process::Child);

impl LockHolder {
    fn hold(db: &std::path::Path) -> LockHolder {
        let script = "import fcntl, os, sys, time\n\
                      f = open(sys.argv[1], 'r+b')\n\
                      fcntl.lockf(f, fcntl.LOCK_EX, 8, 120, os.SEEK_SET)\n\
                      print('holding', flush=True)\n\
                      time.sleep(60)\n";
        let shm = format!("{}-shm", db.display());
        let mut child = std::process::Command::new("python3")
            .args(["-c", script, &shm])
            .stdout(std::process::Stdio::piped())
            .spawn()
            .expect("python3 runs");
        let mut line = String::new();
        std::io::BufRead::read_line(&mut std::io::BufReader::new(child.stdout.take().unwrap()), &mut line).unwrap();
        assert_eq!(line.trim(), "holding");
        LockHolder(child)
    }
}

impl Drop for LockHolder {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

#[test]
fn a_database_locked_by_another_process_stalls_neither_health_nor_the_api() {
    let service = Service::start(|s| s.api.database_wait_ms = 500);
    let account = service.customer("acme");
    let key = service.app().create_key(&account, None).unwrap().api_key;
    let addr = service.running.addr;
    let read = move |path: &str, key: &str| {
        let agent: ureq::Agent = ureq::Agent::config_builder().http_status_as_error(false).build().into();
        let started = Instant::now();
        let answer = agent.get(format!("http://{addr}{path}")).header("Authorization", format!("Bearer {key}")).call();
        (answer.unwrap(), started.elapsed())
    };
    assert_eq!(read("/v1/product", &key).0.status(), 200);

    let lock = LockHolder::hold(&service.running.settings().db);
    // More reads than the runtime has threads: a product read, and an unknown
    // key the gate must look up.
    let stuck: Vec<_> = (0..8)
        .map(|i| {
            let (path, key) = match i % 2 {
                0 => ("/v1/product", key.clone()),
                _ => ("/v1/matches", format!("tw_live_unknown{i}")),
            };
            std::thread::spawn(move || read(path, &key))
        })
        .collect();
    std::thread::sleep(Duration::from_millis(100));
    for _ in 0..5 {
        let started = Instant::now();
        assert_eq!(get(addr, "/healthz").status(), 200);
        assert!(started.elapsed() < Duration::from_secs(1), "/healthz took {:?}", started.elapsed());
    }
    for reader in stuck {
        let (answer, took) = reader.join().unwrap();
        assert_eq!(answer.status(), 503, "answered after {took:?}");
        assert_eq!(answer.headers()["retry-after"], "1");
        assert_eq!(json_body(answer)["error"]["code"], "unavailable");
        assert!(took < Duration::from_secs(3), "a request waited {took:?} for the locked database");
    }
    drop(lock);
    assert_eq!(read("/v1/product", &key).0.status(), 200, "served again once the lock is gone");
}
