//! A local stand-in for Reddit that answers as Reddit does: listings
//! (`/r/a+b/new`, `/r/a+b/comments`, `r/all`) newest first, at most 100 items
//! a page, paged with `after`, no deeper than 1,000 items; `/api/info` by
//! fullname; text HTML-escaped unless `raw_json=1`; the OAuth token endpoint
//! and the same paths under `/oauth` without `.json`. Posts and comments get
//! sequential base-36 ids, one sequence per kind, as on Reddit. A test can
//! also script the status and headers of the next answers (a 429, a 403).
use std::collections::{HashMap, VecDeque};
use std::sync::{Arc, Mutex};

use serde_json::{json, Value};

#[derive(Debug, Clone)]
pub struct Seen {
    pub path: String,
    pub authorization: Option<String>,
    pub user_agent: Option<String>,
}

/// A scripted answer, given instead of the real one.
#[derive(Clone)]
pub struct Scripted {
    pub status: u16,
    pub headers: Vec<(&'static str, String)>,
}

/// Listings go no deeper than this, as on Reddit.
const DEPTH: usize = 1_000;
/// The first id of each kind: ids are base-36 numbers of several digits.
const FIRST_ID: u64 = 36u64.pow(5);

struct Item {
    number: u64,
    comment: bool,
    /// Held for a moderator: not listed until approved.
    held: bool,
    subreddit: String,
    data: Value,
}

#[derive(Default)]
struct State {
    items: Vec<Item>,
    /// Fullname → position in `items`.
    by_name: HashMap<String, usize>,
    next: [u64; 2],
    /// When the next item is created: items arrive now, as on Reddit.
    clock: i64,
    scripted: VecDeque<Scripted>,
    seen: Vec<Seen>,
    tokens_issued: u32,
}

pub struct FakeReddit {
    pub base: String,
    state: Arc<Mutex<State>>,
    server: Arc<tiny_http::Server>,
}

pub fn base36(mut n: u64) -> String {
    let mut digits = vec![];
    while n > 0 {
        digits.push(char::from_digit((n % 36) as u32, 36).unwrap());
        n /= 36;
    }
    digits.iter().rev().collect()
}

fn escaped(text: &str) -> String {
    text.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;")
}

impl State {
    fn add(&mut self, comment: bool, subreddit: &str, data: impl FnOnce(&str, i64) -> Value) -> String {
        let slot = usize::from(comment);
        let number = FIRST_ID + self.next[slot];
        self.next[slot] += 1;
        let id = base36(number);
        let created = self.clock;
        self.clock += 1;
        let item = Item { number, comment, held: false, subreddit: subreddit.to_lowercase(), data: data(&id, created) };
        self.by_name.insert(self.fullname(&item), self.items.len());
        self.items.push(item);
        id
    }

    fn thing(&self, item: &Item, raw_json: bool) -> Value {
        let mut data = item.data.clone();
        if !raw_json {
            for field in ["title", "selftext", "body", "link_title"] {
                if let Some(Value::String(text)) = data.get_mut(field) {
                    *text = escaped(text);
                }
            }
        }
        json!({"kind": if item.comment { "t1" } else { "t3" }, "data": data})
    }

    fn listing(&self, subreddits: &str, comments: bool, query: &Query) -> Value {
        let wanted: Vec<String> = subreddits.split('+').map(str::to_lowercase).collect();
        // Ids grow in the order items are added: newest first is last first.
        let items: Vec<&Item> = self
            .items
            .iter()
            .rev()
            .filter(|i| !i.held && i.comment == comments && (wanted == ["all"] || wanted.contains(&i.subreddit)))
            .take(DEPTH)
            .collect();
        let start = match &query.after {
            Some(after) => items.iter().position(|i| self.fullname(i) == *after).map_or(items.len(), |p| p + 1),
            None => 0,
        };
        let page: Vec<&Item> = items.iter().skip(start).take(query.limit).copied().collect();
        let more = start + page.len() < items.len();
        let after = page.last().filter(|_| more).map(|i| self.fullname(i));
        let children: Vec<Value> = page.iter().map(|i| self.thing(i, query.raw_json)).collect();
        json!({"kind": "Listing", "data": {"after": after, "before": null, "children": children}})
    }

    fn info(&self, query: &Query) -> Value {
        let children: Vec<Value> = query
            .ids
            .iter()
            .take(100)
            .filter_map(|name| self.by_name.get(name).map(|&at| &self.items[at]))
            .filter(|i| !i.held)
            .map(|i| self.thing(i, query.raw_json))
            .collect();
        json!({"kind": "Listing", "data": {"after": null, "before": null, "children": children}})
    }

    fn fullname(&self, item: &Item) -> String {
        format!("{}_{}", if item.comment { "t1" } else { "t3" }, base36(item.number))
    }
}

#[derive(Default)]
struct Query {
    limit: usize,
    after: Option<String>,
    raw_json: bool,
    ids: Vec<String>,
}

fn parse_query(query: &str) -> Query {
    let mut parsed = Query { limit: 25, ..Default::default() };
    for (name, value) in url::form_urlencoded::parse(query.as_bytes()) {
        match &*name {
            "limit" => parsed.limit = value.parse::<usize>().unwrap_or(25).min(100),
            "after" => parsed.after = Some(value.into_owned()),
            "raw_json" => parsed.raw_json = value == "1",
            "id" => parsed.ids = value.split(',').map(str::to_owned).collect(),
            _ => {}
        }
    }
    parsed
}

impl FakeReddit {
    pub fn start() -> FakeReddit {
        FakeReddit::with_token_lifetime(3600)
    }

    /// `token_lifetime`: the `expires_in` of the tokens it issues.
    pub fn with_token_lifetime(token_lifetime: u64) -> FakeReddit {
        let server = Arc::new(tiny_http::Server::http("127.0.0.1:0").unwrap());
        let base = format!("http://{}", server.server_addr().to_ip().unwrap());
        let now = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap().as_secs() as i64;
        let state = Arc::new(Mutex::new(State { clock: now, ..Default::default() }));
        let (srv, st) = (server.clone(), state.clone());
        std::thread::spawn(move || {
            for mut request in srv.incoming_requests() {
                let _ = request.as_reader().read_to_end(&mut vec![]);
                let header = |name: &'static str| {
                    request.headers().iter().find(|h| h.field.equiv(name)).map(|h| h.value.to_string())
                };
                let mut state = st.lock().unwrap();
                let token_request = request.url().starts_with("/api/v1/access_token");
                if !token_request {
                    let seen = Seen {
                        path: request.url().to_owned(),
                        authorization: header("Authorization"),
                        user_agent: header("User-Agent"),
                    };
                    state.seen.push(seen);
                }
                if let Some(scripted) = state.scripted.pop_front() {
                    let mut response = tiny_http::Response::from_string("{}").with_status_code(scripted.status);
                    for (name, value) in scripted.headers {
                        response.add_header(tiny_http::Header::from_bytes(name.as_bytes(), value.as_bytes()).unwrap());
                    }
                    let _ = request.respond(response);
                    continue;
                }
                if token_request {
                    state.tokens_issued += 1;
                    let body = json!({"access_token": format!("tok-{}", state.tokens_issued), "token_type": "bearer", "expires_in": token_lifetime});
                    let _ = request.respond(tiny_http::Response::from_string(body.to_string()));
                    continue;
                }
                let url = request.url().to_owned();
                let (path, query) = url.split_once('?').unwrap_or((&url, ""));
                let path = path.strip_prefix("/oauth").unwrap_or(path);
                let path = path.strip_suffix(".json").unwrap_or(path);
                let query = parse_query(query);
                let parts: Vec<&str> = path.split('/').collect();
                let body = match parts.as_slice() {
                    ["", "r", subreddits, "new"] => Some(state.listing(subreddits, false, &query)),
                    ["", "r", subreddits, "comments"] => Some(state.listing(subreddits, true, &query)),
                    ["", "api", "info"] => Some(state.info(&query)),
                    _ => None,
                };
                let response = match body {
                    Some(body) => tiny_http::Response::from_string(body.to_string()),
                    None => tiny_http::Response::from_string("{\"error\": 404}").with_status_code(404),
                };
                let _ = request.respond(response);
            }
        });
        FakeReddit { base, state, server }
    }

    /// A new post; its id.
    pub fn post(&self, subreddit: &str, title: &str, body: &str) -> String {
        self.state.lock().unwrap().add(false, subreddit, |id, created| {
            json!({"id": id, "name": format!("t3_{id}"), "subreddit": subreddit, "title": title,
                "selftext": body, "author": "someone", "created_utc": created as f64,
                "permalink": format!("/r/{subreddit}/comments/{id}/a_post/")})
        })
    }

    /// A new comment on a post; its id.
    pub fn comment(&self, post_id: &str, body: &str) -> String {
        let mut state = self.state.lock().unwrap();
        let at = *state.by_name.get(&format!("t3_{post_id}")).expect("a post of this stand-in");
        let post = &state.items[at];
        let (subreddit, title) = (post.subreddit.clone(), post.data["title"].as_str().unwrap().to_owned());
        state.add(true, &subreddit, |id, created| {
            json!({"id": id, "name": format!("t1_{id}"), "subreddit": subreddit, "body": body,
                "link_id": format!("t3_{post_id}"), "link_title": title, "parent_id": format!("t3_{post_id}"),
                "author": "someone", "created_utc": created as f64,
                "permalink": format!("/r/{subreddit}/comments/{post_id}/a_post/{id}/")})
        })
    }

    /// A new post held for a moderator; its id.
    pub fn held_post(&self, subreddit: &str, title: &str, body: &str) -> String {
        let id = self.post(subreddit, title, body);
        self.set_held(&id, true);
        id
    }

    /// A moderator approves a held post: it is listed where its id puts it.
    pub fn approve(&self, id: &str) {
        self.set_held(id, false);
    }

    fn set_held(&self, id: &str, held: bool) {
        let mut state = self.state.lock().unwrap();
        let at = state.by_name[&format!("t3_{id}")];
        state.items[at].held = held;
    }

    /// Lets time pass before the next item.
    pub fn wait(&self, seconds: i64) {
        self.state.lock().unwrap().clock += seconds;
    }

    /// The next `n` requests (token requests included) get this status and
    /// these headers.
    pub fn script(&self, n: usize, status: u16, headers: Vec<(&'static str, String)>) {
        let mut state = self.state.lock().unwrap();
        state.scripted.extend(std::iter::repeat_n(Scripted { status, headers }, n));
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
