//! A local stand-in for a language model behind an OpenAI-compatible API
//! (`POST /v1/chat/completions`, as Ollama, llama.cpp's server and hosted
//! services serve it) on 127.0.0.1 with an ephemeral port. It records every
//! request and answers what the test scripts, in turn, then its default.
use std::collections::VecDeque;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use serde_json::{json, Value};

/// One scripted answer.
#[derive(Debug, Clone)]
pub enum Answer {
    /// A chat completion whose message is this verdict, as JSON text.
    Verdict(Value),
    /// A chat completion whose message is this text.
    Content(String),
    /// This status, with an OpenAI-style error body.
    Status(u16),
    /// The verdict, after this delay.
    Slow(Duration, Value),
}

/// A "yes": relevant, with a score, a reason and a draft reply.
pub fn yes(score: u8, reason: &str, reply: &str) -> Answer {
    Answer::Verdict(json!({"relevant": true, "score": score, "reason": reason, "reply": reply}))
}

/// A "no", with its reason.
pub fn no(reason: &str) -> Answer {
    Answer::Verdict(json!({"relevant": false, "score": 5, "reason": reason, "reply": ""}))
}

#[derive(Debug, Clone)]
pub struct Asked {
    pub path: String,
    pub authorization: Option<String>,
    pub body: Value,
}

impl Asked {
    /// The user message: the product and the item.
    pub fn user_message(&self) -> &str {
        self.body["messages"][1]["content"].as_str().unwrap_or_default()
    }
}

struct State {
    asked: Vec<Asked>,
    script: VecDeque<Answer>,
    default: Answer,
}

pub struct FakeModel {
    /// What `[llm] base_url` is set to.
    pub base_url: String,
    state: Arc<Mutex<State>>,
    server: Arc<tiny_http::Server>,
}

impl FakeModel {
    /// Answers `default` to every request not scripted.
    pub fn start(default: Answer) -> FakeModel {
        let server = Arc::new(tiny_http::Server::http("127.0.0.1:0").unwrap());
        let base_url = format!("http://{}/v1", server.server_addr().to_ip().unwrap());
        let state = Arc::new(Mutex::new(State { asked: vec![], script: VecDeque::new(), default }));
        for _ in 0..4 {
            let (server, state) = (server.clone(), state.clone());
            std::thread::spawn(move || {
                for mut request in server.incoming_requests() {
                    let mut body = String::new();
                    let _ = request.as_reader().read_to_string(&mut body);
                    let authorization =
                        request.headers().iter().find(|h| h.field.equiv("Authorization")).map(|h| h.value.to_string());
                    let answer = {
                        let mut state = state.lock().unwrap();
                        let body = serde_json::from_str(&body).unwrap_or(Value::String(body));
                        state.asked.push(Asked { path: request.url().to_owned(), authorization, body });
                        state.script.pop_front().unwrap_or_else(|| state.default.clone())
                    };
                    let completion = |content: String| {
                        json!({"id": "chatcmpl-1", "object": "chat.completion", "model": "stand-in",
                            "choices": [{"index": 0, "finish_reason": "stop",
                                         "message": {"role": "assistant", "content": content}}]})
                        .to_string()
                    };
                    let (status, body) = match answer {
                        Answer::Verdict(verdict) => (200, completion(verdict.to_string())),
                        Answer::Content(text) => (200, completion(text)),
                        Answer::Status(status) => {
                            (status, json!({"error": {"message": "stand-in failure"}}).to_string())
                        }
                        Answer::Slow(delay, verdict) => {
                            std::thread::sleep(delay);
                            (200, completion(verdict.to_string()))
                        }
                    };
                    let json = tiny_http::Header::from_bytes("Content-Type", "application/json").unwrap();
                    let _ = request
                        .respond(tiny_http::Response::from_string(body).with_status_code(status).with_header(json));
                }
            });
        }
        FakeModel { base_url, state, server }
    }

    /// Answers these first, in turn.
    pub fn script(&self, answers: Vec<Answer>) {
        self.state.lock().unwrap().script.extend(answers);
    }

    pub fn asked(&self) -> Vec<Asked> {
        self.state.lock().unwrap().asked.clone()
    }
}

impl Drop for FakeModel {
    fn drop(&mut self) {
        self.server.unblock();
    }
}
