//! Who is visiting, and whether a form really came from our own page.
//!
//! - The session cookie holds a random token; the server keeps only its
//!   digest. `HttpOnly`, `SameSite=Lax`, and `Secure` behind https.
//! - CSRF: every POST must carry a `csrf` field equal to a secret the page
//!   was rendered with: derived from the session token when signed in, or the
//!   `tw_form` cookie's random value on the sign-in and sign-up forms (a
//!   double-submit token). A request that says it comes from another site
//!   (`Origin`, `Sec-Fetch-Site`) is refused before that.
//! - Failed sign-ins are counted per email and per client address.
use std::collections::{HashMap, VecDeque};
use std::net::SocketAddr;
use std::sync::Mutex;
use std::time::{Duration, Instant};

use axum::body::{to_bytes, Body};
use axum::extract::{ConnectInfo, FromRequestParts, OptionalFromRequestParts, Request, State};
use axum::http::request::Parts;
use axum::http::{header, HeaderMap, HeaderValue, Method, StatusCode};
use axum::middleware::Next;
use axum::response::{IntoResponse as _, Redirect, Response};
use base64::Engine as _;
use cookie::{Cookie, SameSite};
use sha2::{Digest as _, Sha256};

use super::{failure, failure_page, Shared, Web};
use crate::app::people::SESSION_DAYS;
use crate::error::Error;
use crate::store::{Account, Person};

const SESSION_COOKIE: &str = "tw_session";
const FORM_COOKIE: &str = "tw_form";
/// The app's forms are small; a bigger body is not one of them.
const FORM_BYTES: usize = 256 * 1024;
const FAILURE_WINDOW: Duration = Duration::from_secs(15 * 60);

/// A signed-in person, their account, and the CSRF token their pages carry.
#[derive(Clone)]
pub struct Visitor {
    pub person: Person,
    pub account: Account,
    pub csrf: String,
    pub session_token: String,
    /// Where this visitor reaches the service: for ready-to-use lines.
    pub base_url: String,
}

impl FromRequestParts<Shared> for Visitor {
    type Rejection = Response;

    async fn from_request_parts(parts: &mut Parts, web: &Shared) -> Result<Visitor, Response> {
        match <Visitor as OptionalFromRequestParts<Shared>>::from_request_parts(parts, web).await? {
            Some(visitor) => Ok(visitor),
            None => Err(Redirect::to("/app/sign-in").into_response()),
        }
    }
}

impl OptionalFromRequestParts<Shared> for Visitor {
    type Rejection = Response;

    async fn from_request_parts(parts: &mut Parts, web: &Shared) -> Result<Option<Visitor>, Response> {
        let Some(token) = cookie(&parts.headers, SESSION_COOKIE) else {
            return Ok(None);
        };
        let session_token = token.clone();
        let found = web
            .run(move |app| {
                let Some(person) = app.session(&session_token)? else {
                    return Ok(None);
                };
                let account = app.account(&person.account_id)?;
                Ok(Some((person, account)))
            })
            .await
            .map_err(|e| failure(&e))?;
        let base_url = web.base_url(&parts.headers);
        Ok(found.map(|(person, account)| Visitor { person, account, csrf: csrf_of(&token), session_token: token, base_url }))
    }
}

/// The CSRF token of a session: not the session token itself, which never
/// appears in a page.
fn csrf_of(session_token: &str) -> String {
    let digest = Sha256::new().chain_update(b"threadwatch csrf\0").chain_update(session_token).finalize();
    base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(digest)
}

fn cookie(headers: &HeaderMap, name: &str) -> Option<String> {
    headers
        .get_all(header::COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(Cookie::split_parse)
        .filter_map(|c| c.ok())
        .find(|c| c.name() == name && !c.value().is_empty())
        .map(|c| c.value().to_owned())
}

impl Web {
    /// `[web] public_url`, or the address the browser used.
    fn base_url(&self, headers: &HeaderMap) -> String {
        if !self.settings.public_url.is_empty() {
            return self.settings.public_url.trim_end_matches('/').to_owned();
        }
        let host = headers.get(header::HOST).and_then(|h| h.to_str().ok()).unwrap_or("localhost");
        format!("http://{host}")
    }

    fn cookie(&self, name: &'static str, value: String, max_age: cookie::time::Duration) -> HeaderValue {
        let cookie = Cookie::build((name, value))
            .path("/app")
            .http_only(true)
            .same_site(SameSite::Lax)
            .secure(self.secure_cookies)
            .max_age(max_age)
            .build();
        HeaderValue::from_str(&cookie.to_string()).expect("cookie values are URL-safe base64")
    }

    pub(super) fn session_cookie(&self, token: String) -> HeaderValue {
        self.cookie(SESSION_COOKIE, token, cookie::time::Duration::days(SESSION_DAYS))
    }

    pub(super) fn ended_session_cookie(&self) -> HeaderValue {
        self.cookie(SESSION_COOKIE, String::new(), cookie::time::Duration::ZERO)
    }

    /// The form token of a visitor not signed in: theirs, or a new one with
    /// the cookie that sets it.
    pub(super) fn form_token(&self, headers: &HeaderMap) -> (String, Option<HeaderValue>) {
        match cookie(headers, FORM_COOKIE) {
            Some(token) => (token, None),
            None => {
                let token = base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(rand::random::<[u8; 32]>());
                let set = self.cookie(FORM_COOKIE, token.clone(), cookie::time::Duration::days(1));
                (token, Some(set))
            }
        }
    }
}

/// Refuses a POST that is not from one of our own pages; passes the rest.
pub async fn csrf_guard(State(_): State<Shared>, request: Request, next: Next) -> Response {
    if request.method() != Method::POST {
        return next.run(request).await;
    }
    let (parts, body) = request.into_parts();
    let refused = |why: &str| {
        log::info!("refused a form post to {}: {why}", parts.uri.path());
        failure_page(
            StatusCode::FORBIDDEN,
            "Form refused",
            "This form did not come from this site's own page, or it has expired. Reload the page and try again.".into(),
        )
    };
    if from_another_site(&parts.headers) {
        return refused("it came from another site");
    }
    let Ok(bytes) = to_bytes(body, FORM_BYTES).await else {
        return failure(&Error::invalid(format!("a form may hold at most {} KiB", FORM_BYTES / 1024)));
    };
    let sent = url::form_urlencoded::parse(&bytes).find(|(name, _)| name == "csrf").map(|(_, v)| v.into_owned());
    let expected = [cookie(&parts.headers, SESSION_COOKIE).map(|t| csrf_of(&t)), cookie(&parts.headers, FORM_COOKIE)];
    let valid = sent.is_some_and(|sent| expected.iter().flatten().any(|e| same(e.as_bytes(), sent.as_bytes())));
    if !valid {
        return refused("its csrf token is missing or wrong");
    }
    next.run(Request::from_parts(parts, Body::from(bytes))).await
}

/// True when the browser says the request comes from a page of another site.
fn from_another_site(headers: &HeaderMap) -> bool {
    let value = |name| headers.get(name).and_then(|v: &HeaderValue| v.to_str().ok());
    if value("sec-fetch-site").is_some_and(|site| site == "cross-site") {
        return true;
    }
    match (value("origin"), value("host")) {
        (Some("null"), _) => true,
        (Some(origin), Some(host)) => url::Url::parse(origin).ok().is_none_or(|o| {
            let port = o.port().map(|p| format!(":{p}")).unwrap_or_default();
            format!("{}{port}", o.host_str().unwrap_or_default()) != host
        }),
        _ => false,
    }
}

/// Compares secrets in time that does not depend on where they differ.
fn same(a: &[u8], b: &[u8]) -> bool {
    a.len() == b.len() && a.iter().zip(b).fold(0u8, |d, (x, y)| d | (x ^ y)) == 0
}

/// Failed sign-ins in the last 15 minutes, per email and per client address.
pub struct SignInAttempts {
    limit: u32,
    failures: Mutex<HashMap<String, VecDeque<Instant>>>,
}

/// Above this many emails and addresses, those with no recent failure are dropped.
const PRUNE_ABOVE: usize = 10_000;

impl SignInAttempts {
    pub fn new(limit: u32) -> SignInAttempts {
        SignInAttempts { limit, failures: Default::default() }
    }

    fn names(email: &str, peer: Option<SocketAddr>) -> Vec<String> {
        let mut names = vec![format!("email {}", email.trim().to_lowercase())];
        names.extend(peer.map(|p| format!("address {}", p.ip())));
        names
    }

    /// How long until another attempt may be made, when the limit is reached.
    pub fn wait(&self, email: &str, peer: Option<SocketAddr>) -> Option<Duration> {
        let now = Instant::now();
        let mut failures = self.failures.lock().unwrap_or_else(|p| p.into_inner());
        Self::names(email, peer)
            .iter()
            .filter_map(|name| {
                let times = failures.get_mut(name)?;
                times.retain(|t| now.duration_since(*t) < FAILURE_WINDOW);
                (times.len() >= self.limit as usize).then(|| FAILURE_WINDOW - now.duration_since(times[0]))
            })
            .max()
    }

    pub fn failed(&self, email: &str, peer: Option<SocketAddr>) {
        let now = Instant::now();
        let mut failures = self.failures.lock().unwrap_or_else(|p| p.into_inner());
        if failures.len() > PRUNE_ABOVE {
            failures.retain(|_, times| times.back().is_some_and(|t| now.duration_since(*t) < FAILURE_WINDOW));
        }
        for name in Self::names(email, peer) {
            failures.entry(name).or_default().push_back(now);
        }
    }
}

/// The client's address, which the listener adds to every request.
pub fn peer(parts: &axum::http::Extensions) -> Option<SocketAddr> {
    parts.get::<ConnectInfo<SocketAddr>>().map(|c| c.0)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn headers(pairs: &[(&'static str, &str)]) -> HeaderMap {
        pairs.iter().map(|(n, v)| (header::HeaderName::from_static(n), HeaderValue::from_str(v).unwrap())).collect()
    }

    #[test]
    fn a_post_from_another_origin_is_from_another_site_and_ours_is_not() {
        assert!(!from_another_site(&headers(&[("host", "127.0.0.1:8080"), ("origin", "http://127.0.0.1:8080")])));
        assert!(!from_another_site(&headers(&[("host", "127.0.0.1:8080")])));
        assert!(from_another_site(&headers(&[("host", "127.0.0.1:8080"), ("origin", "https://evil.example")])));
        assert!(from_another_site(&headers(&[("host", "127.0.0.1:8080"), ("origin", "null")])));
        assert!(from_another_site(&headers(&[("sec-fetch-site", "cross-site")])));
    }

    fn web(public_url: &str) -> (tempfile::TempDir, Web) {
        let (dir, store) = crate::store::tests::store();
        let app = crate::app::App::new(store, Default::default(), Default::default()).unwrap();
        let settings = super::super::WebSettings { public_url: public_url.into(), ..Default::default() };
        let router_web = Web {
            app: std::sync::Arc::new(app),
            secure_cookies: settings.public_url.starts_with("https://"),
            attempts: SignInAttempts::new(1),
            settings,
            database_wait: Duration::from_secs(1),
        };
        (dir, router_web)
    }

    #[test]
    fn the_session_cookie_is_http_only_lax_and_secure_behind_https() {
        let (_dir, plain) = web("");
        let cookie = plain.session_cookie("t".into());
        let cookie = cookie.to_str().unwrap();
        assert!(cookie.contains("HttpOnly") && cookie.contains("SameSite=Lax") && !cookie.contains("Secure"), "{cookie}");
        let (_dir, behind_tls) = web("https://app.example.com");
        assert!(behind_tls.session_cookie("t".into()).to_str().unwrap().contains("Secure"));
    }

    #[test]
    fn sign_ins_stop_at_the_limit_per_email_and_per_address() {
        let attempts = SignInAttempts::new(2);
        let peer: SocketAddr = "10.0.0.1:5000".parse().unwrap();
        attempts.failed("Ana@example.com", Some(peer));
        assert!(attempts.wait("ana@example.com", None).is_none());
        attempts.failed("ana@example.com", None);
        assert!(attempts.wait("ana@example.com", None).is_some(), "the email's limit");
        assert!(attempts.wait("bo@example.com", None).is_none());
        attempts.failed("bo@example.com", Some(peer));
        assert!(attempts.wait("cy@example.com", Some(peer)).is_some(), "the address's limit");
    }
}
