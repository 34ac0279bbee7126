//! A local server speaking Reddit's listing format, OAuth token endpoint and
//! rate-limit headers. The test scripts the listings it answers, in turn.
use std::collections::VecDeque;
use std::sync::{Arc, Mutex};

use serde_json::{json, Value};

#[derive(Debug, Clone)]
pub struct Seen {
    pub path: String,
    pub authorization: Option<String>,
    pub user_agent: Option<String>,
}

/// One scripted answer to a listing request.
#[derive(Clone)]
pub struct Listing {
    pub status: u16,
    pub headers: Vec<(&'static str, String)>,
    pub posts: Vec<Value>,
}

impl Listing {
    pub fn of(posts: Vec<Value>) -> Listing {
        Listing { status: 200, headers: vec![], posts }
    }
}

#[derive(Default)]
struct State {
    listings: VecDeque<Listing>,
    seen: Vec<Seen>,
    tokens_issued: u32,
}

pub struct FakeReddit {
    pub base: String,
    state: Arc<Mutex<State>>,
    server: Arc<tiny_http::Server>,
}

/// A post as Reddit lists it (`t3`).
pub fn post(id: &str, subreddit: &str, created_utc: i64, title: &str) -> Value {
    json!({"kind": "t3", "data": {
        "id": id, "name": format!("t3_{id}"), "subreddit": subreddit, "title": title,
        "selftext": "Is there an alternative to Google Analytics?", "author": "someone",
        "created_utc": created_utc as f64, "permalink": format!("/r/{subreddit}/comments/{id}/x/"),
    }})
}

impl FakeReddit {
    /// `token_lifetime`: the `expires_in` of the tokens it issues.
    pub fn start(listings: Vec<Listing>, token_lifetime: u64) -> FakeReddit {
        let server = Arc::new(tiny_http::Server::http("127.0.0.1:0").unwrap());
        let base = format!("http://{}", server.server_addr().to_ip().unwrap());
        let state = Arc::new(Mutex::new(State { listings: listings.into(), ..Default::default() }));
        let (srv, st) = (server.clone(), state.clone());
        std::thread::spawn(move || {
            for mut request in srv.incoming_requests() {
                let _ = request.as_reader().read_to_end(&mut vec![]);
                let header = |name: &'static str| {
                    request.headers().iter().find(|h| h.field.equiv(name)).map(|h| h.value.to_string())
                };
                let mut state = st.lock().unwrap();
                if request.url().starts_with("/api/v1/access_token") {
                    state.tokens_issued += 1;
                    let body = json!({"access_token": format!("tok-{}", state.tokens_issued), "token_type": "bearer", "expires_in": token_lifetime});
                    let _ = request.respond(tiny_http::Response::from_string(body.to_string()));
                    continue;
                }
                state.seen.push(Seen { path: request.url().to_owned(), authorization: header("Authorization"), user_agent: header("User-Agent") });
                let listing = state.listings.pop_front().unwrap_or_else(|| Listing::of(vec![]));
                let body = json!({"kind": "Listing", "data": {"after": null, "before": null, "children": listing.posts}});
                let mut response = tiny_http::Response::from_string(body.to_string()).with_status_code(listing.status);
                for (name, value) in listing.headers {
                    response.add_header(tiny_http::Header::from_bytes(name.as_bytes(), value.as_bytes()).unwrap());
                }
                let _ = request.respond(response);
            }
        });
        FakeReddit { base, state, server }
    }

    pub fn seen(&self) -> Vec<Seen> {
        self.state.lock().unwrap().seen.clone()
    }

    pub fn tokens_issued(&self) -> u32 {
        self.state.lock().unwrap().tokens_issued
    }

    /// Settings that point Threadwatch at this server.
    pub fn settings(&self) -> Vec<(&'static str, String)> {
        vec![
            ("THREADWATCH_REDDIT__BASE_URL", self.base.clone()),
            ("THREADWATCH_REDDIT__OAUTH_BASE_URL", format!("{}/oauth", self.base)),
            ("THREADWATCH_REDDIT__TOKEN_URL", format!("{}/api/v1/access_token", self.base)),
            ("THREADWATCH_REDDIT__USER_AGENT", "linux:threadwatch-test:1.0 (by /u/tester)".into()),
        ]
    }
}

impl Drop for FakeReddit {
    fn drop(&mut self) {
        self.server.unblock();
    }
}
