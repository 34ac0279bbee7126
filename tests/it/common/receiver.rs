//! A webhook receiver on 127.0.0.1 with an ephemeral port. The test scripts
//! its answers (status, delay, headers) and reads back every request, raw
//! body and headers included.
use std::collections::VecDeque;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

#[derive(Debug, Clone)]
pub struct Received {
    pub path: String,
    pub headers: Vec<(String, String)>,
    pub body: Vec<u8>,
}

impl Received {
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers.iter().find(|(k, _)| k.eq_ignore_ascii_case(name)).map(|(_, v)| v.as_str())
    }

    pub fn json(&self) -> serde_json::Value {
        serde_json::from_slice(&self.body).unwrap()
    }
}

/// One scripted answer.
#[derive(Debug, Clone)]
pub struct Answer {
    pub status: u16,
    pub delay: Duration,
    pub headers: Vec<(&'static str, String)>,
}

impl Answer {
    pub fn status(status: u16) -> Answer {
        Answer { status, delay: Duration::ZERO, headers: vec![] }
    }
}

#[derive(Default)]
struct State {
    received: Vec<Received>,
    script: VecDeque<Answer>,
}

pub struct Receiver {
    pub url: String,
    state: Arc<Mutex<State>>,
    server: Arc<tiny_http::Server>,
}

impl Receiver {
    /// Answers the scripted answers in turn, then 200.
    pub fn start(script: Vec<Answer>) -> Receiver {
        let server = Arc::new(tiny_http::Server::http("127.0.0.1:0").unwrap());
        let url = format!("http://{}/hook", server.server_addr().to_ip().unwrap());
        let state = Arc::new(Mutex::new(State { received: vec![], script: script.into() }));
        for _ in 0..8 {
            let (server, state) = (server.clone(), state.clone());
            std::thread::spawn(move || {
                for mut request in server.incoming_requests() {
                    let mut body = vec![];
                    let read = request.as_reader().read_to_end(&mut body);
                    if read.is_err() || request.body_length().is_some_and(|n| n != body.len()) {
                        // The sender went away mid-request (a crash test): nothing was delivered.
                        continue;
                    }
                    let answer = {
                        let mut state = state.lock().unwrap();
                        state.received.push(Received {
                            path: request.url().to_owned(),
                            headers: request.headers().iter().map(|h| (h.field.to_string(), h.value.to_string())).collect(),
                            body,
                        });
                        state.script.pop_front().unwrap_or(Answer::status(200))
                    };
                    std::thread::sleep(answer.delay);
                    let mut response = tiny_http::Response::from_string("ok").with_status_code(answer.status);
                    for (name, value) in answer.headers {
                        response.add_header(tiny_http::Header::from_bytes(name.as_bytes(), value.as_bytes()).unwrap());
                    }
                    let _ = request.respond(response);
                }
            });
        }
        Receiver { url, state, server }
    }

    pub fn received(&self) -> Vec<Received> {
        self.state.lock().unwrap().received.clone()
    }

    /// Waits until `done` holds for what was received, or panics after `within`.
    pub fn wait_for(&self, within: Duration, done: impl Fn(&[Received]) -> bool) -> Vec<Received> {
        let start = Instant::now();
        loop {
            let received = self.received();
            if done(&received) {
                return received;
            }
            assert!(start.elapsed() < within, "gave up waiting; received {} requests: {received:?}", received.len());
            std::thread::sleep(Duration::from_millis(20));
        }
    }
}

impl Drop for Receiver {
    fn drop(&mut self) {
        self.server.unblock();
    }
}
