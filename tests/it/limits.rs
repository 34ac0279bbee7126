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
