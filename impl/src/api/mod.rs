//! The HTTP front: the read-only API under `/v1`, where every request passes
//! the access gate and is answered from memory or by the generated server and
//! the handlers; `/healthz`, `/mcp`, and the web app under `/app`. Whatever the generated server
//! answers in plain text is rewritten into the JSON Error body here.
mod answers;
mod errors;
mod handlers;
mod listener;
mod mcp_guard;
mod unparsable;

use std::convert::Infallible;
use std::future::Future;
use std::panic::AssertUnwindSafe;
use std::sync::Arc;
use std::task::Poll;
use std::time::Duration;

use axum::body::Body;
use axum::extract::Request;
use axum::http::{header, Method, Response, StatusCode};
use axum::routing::get;
use axum::Router;
use futures_util::future::{BoxFuture, FutureExt as _};
use http_body_util::BodyExt as _;
use hyper::service::Service as _;
use swagger::auth::{Authorization, Scopes};
use swagger::{Push as _, XSpanIdString};
use tower::ServiceExt as _;

use rmcp::transport::streamable_http_server::{
    session::local::LocalSessionManager, StreamableHttpServerConfig, StreamableHttpService,
};
use threadwatch_api::server::ApiRequestParser;
use swagger::RequestParser as _;
use tokio_util::sync::CancellationToken;

use crate::access::{Caller, Gate};
use crate::app::App;
use crate::mcp::Tools;
use crate::store::Lookup;
use answers::{AnswerCache, KeyRef};
use errors::{add_rate_headers, error_response, json_error_from_generated, method_not_allowed, plain_error};
use handlers::Handlers;

swagger::new_context_type!(RequestContext, EmptyRequestContext, Caller, Option<Authorization>, XSpanIdString);
type Context = swagger::make_context_ty!(
    RequestContext,
    EmptyRequestContext,
    Caller,
    Option<Authorization>,
    XSpanIdString
);
type Generated = threadwatch_api::server::Service<Handlers, Context>;

/// The `[api]` settings.
#[derive(Clone, serde::Serialize, serde::Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct ApiSettings {
    /// Address the server listens on; port 0 picks a free port.
    pub listen: String,
    /// Requests per rolling minute per API key (REST and MCP together).
    pub rate_limit_per_minute: u32,
    /// Memory, in MiB, for match pages and match details kept between
    /// identical requests while the database is unchanged; 0 turns it off.
    pub read_cache_mb: u64,
    /// `Host` header values `/mcp` accepts (DNS-rebinding protection); add the
    /// public host name when serving beyond loopback.
    pub mcp_allowed_hosts: Vec<String>,
    /// Browser origins allowed to call `/mcp`, e.g. `https://app.example.com:443`.
    pub mcp_allowed_origins: Vec<String>,
    /// A connection must send a request's headers within this time, idle
    /// keep-alive connections included, or it is closed.
    pub header_read_timeout_ms: u64,
    /// Open connections at most; one more is answered 503 and closed.
    pub max_connections: usize,
    /// MCP sessions one key may hold open at once (idle sessions end after 5 minutes).
    pub mcp_sessions_per_key: usize,
    /// MCP sessions open at once, all keys together.
    pub mcp_sessions_in_total: usize,
    /// How long a shutdown waits for requests in flight before dropping them.
    pub shutdown_grace_seconds: u64,
    /// How long a request waits for a database that is locked (by another
    /// process, say) before it is answered 503 with `Retry-After`.
    pub database_wait_ms: u64,
}

impl Default for ApiSettings {
    fn default() -> ApiSettings {
        ApiSettings {
            listen: "127.0.0.1:8080".into(),
            rate_limit_per_minute: crate::access::DEFAULT_RATE_LIMIT_PER_MINUTE,
            read_cache_mb: 64,
            mcp_allowed_hosts: vec!["localhost".into(), "127.0.0.1".into(), "::1".into()],
            mcp_allowed_origins: vec![],
            header_read_timeout_ms: 5_000,
            max_connections: 512,
            mcp_sessions_per_key: 10,
            mcp_sessions_in_total: 1_000,
            shutdown_grace_seconds: 10,
            database_wait_ms: 2_000,
        }
    }
}

impl ApiSettings {
    pub fn check(&self) -> Result<(), String> {
        let [rate, header, connections, database] = [
            self.rate_limit_per_minute as u64,
            self.header_read_timeout_ms,
            self.max_connections as u64,
            self.database_wait_ms,
        ];
        if [rate, header, connections, database].contains(&0) {
            return Err(
                "rate_limit_per_minute, header_read_timeout_ms, max_connections and database_wait_ms must be at least 1"
                    .into(),
            );
        }
        Ok(())
    }
}

/// Everything the listener serves with, shared by all requests.
pub struct Services {
    pub gate: Arc<Gate>,
    pub app: Arc<App>,
    pub settings: ApiSettings,
    pub web: crate::web::WebSettings,
}

impl ApiSettings {
    pub fn database_wait(&self) -> Duration {
        Duration::from_millis(self.database_wait_ms)
    }
}

struct Shared {
    gate: Arc<Gate>,
    database_wait: Duration,
    answers: AnswerCache,
    generated: Generated,
}

/// The front door. API paths go straight to `api`: they are the hot path
/// (bench/api.sh), and axum's router and its layers cost them about as much
/// as answering from memory. Health, MCP and unknown paths go through the router.
#[derive(Clone)]
struct Front {
    shared: Arc<Shared>,
    others: Router,
}

impl tower::Service<Request> for Front {
    type Response = Response<Body>;
    type Error = Infallible;
    type Future = BoxFuture<'static, Result<Response<Body>, Infallible>>;

    fn poll_ready(&mut self, _: &mut std::task::Context<'_>) -> Poll<Result<(), Infallible>> {
        Poll::Ready(Ok(()))
    }

    fn call(&mut self, request: Request) -> Self::Future {
        if !request.uri().path().starts_with("/v1/") {
            let others = self.others.clone().oneshot(request);
            return panics_answered(async { others.await.unwrap_or_else(|never| match never {}) });
        }
        panics_answered(api(self.shared.clone(), request))
    }
}

/// The answer, or the 500 Error body if producing it panicked: the one
/// panic catcher, for every path.
fn panics_answered(
    answer: impl Future<Output = Response<Body>> + Send + 'static,
) -> BoxFuture<'static, Result<Response<Body>, Infallible>> {
    Box::pin(AssertUnwindSafe(answer).catch_unwind().map(|result| Ok(result.unwrap_or_else(panic_response))))
}

fn front(services: Services, shutdown: CancellationToken) -> Front {
    let mcp_config = StreamableHttpServerConfig::default()
        .with_allowed_hosts(services.settings.mcp_allowed_hosts.clone())
        .with_allowed_origins(services.settings.mcp_allowed_origins.clone())
        .enforce_origin_validation()
        .with_cancellation_token(shutdown);
    let (gate, app, wait) = (services.gate.clone(), services.app.clone(), services.settings.database_wait());
    let sessions = Arc::new(LocalSessionManager::default());
    let mcp = StreamableHttpService::new(
        move || Ok(Tools::over_http(gate.clone(), app.clone(), wait)),
        sessions.clone(),
        mcp_config,
    );
    let guard = Arc::new(mcp_guard::McpGuard::new(services.gate.clone(), sessions, &services.settings));
    let mcp = Router::new().fallback_service(mcp).layer(axum::middleware::from_fn_with_state(guard, mcp_guard::guard));
    let others = Router::new()
        .route("/healthz", get(|| async { axum::Json(serde_json::json!({"status": "ok"})) }))
        .nest("/mcp", mcp)
        .nest("/app", crate::web::router(services.app.clone(), &services.web, &services.settings))
        .route("/", get(|| async { axum::response::Redirect::to("/app") }))
        .fallback(|request: Request| async move { no_such_path(request.uri().path()) });
    let shared = Arc::new(Shared {
        answers: AnswerCache::new(services.app.store(), services.settings.read_cache_mb),
        generated: Generated::new(Handlers { app: services.app, wait: services.settings.database_wait() }, false),
        gate: services.gate,
        database_wait: services.settings.database_wait(),
    });
    Front { shared, others }
}

/// A bug must not cost the client its answer: a panic becomes the 500 Error body.
fn panic_response(panic: Box<dyn std::any::Any + Send>) -> Response<Body> {
    let what = panic.downcast_ref::<&str>().map(|s| s.to_string()).or_else(|| panic.downcast_ref::<String>().cloned());
    log::error!("a request panicked: {}", what.unwrap_or_default());
    plain_error(StatusCode::INTERNAL_SERVER_ERROR, "internal", "internal error")
}

fn no_such_path(path: &str) -> Response<Body> {
    plain_error(StatusCode::NOT_FOUND, "not_found", format!("no such path: {path}"))
}

/// Serves until `shutdown` completes, then lets requests in flight finish for
/// up to `[api] shutdown_grace_seconds` (open MCP event streams are closed).
pub async fn serve(services: Services, listener: tokio::net::TcpListener, shutdown: impl Future<Output = ()>) {
    let stop = CancellationToken::new();
    let settings = services.settings.clone();
    let front = front(services, stop.clone());
    listener::serve(front, listener, &settings, async {
        shutdown.await;
        // Open MCP event streams end, so their connections can close.
        stop.cancel();
    })
    .await
}

/// The operation of openapi.yaml a request's path names, whatever its
/// method, as the generated request parser tells it.
fn operation(request: &mut Request) -> Option<&'static str> {
    let method = std::mem::replace(request.method_mut(), Method::GET);
    let operation = ApiRequestParser::parse_operation_id(request);
    *request.method_mut() = method;
    operation
}

/// The `since` query value, checked strictly, if the request has one.
fn strict_since(request: &Request) -> Option<crate::error::Result<chrono::DateTime<chrono::Utc>>> {
    let query = request.uri().query().filter(|q| q.contains("since"))?;
    let (_, value) = url::form_urlencoded::parse(query.as_bytes()).find(|(name, _)| name == "since")?;
    Some(crate::app::parse_since(&value))
}

/// Match pages and match details depend on nothing but the database, so
/// their answers may be kept.
fn answer_is_kept(operation: &str) -> bool {
    matches!(operation, "ListMatches" | "GetMatch")
}

async fn api(shared: Arc<Shared>, mut request: Request) -> Response<Body> {
    let Some(operation) = operation(&mut request) else {
        return no_such_path(request.uri().path());
    };
    if request.method() != Method::GET && request.method() != Method::HEAD {
        return method_not_allowed();
    }
    let request_id = uuid::Uuid::new_v4();
    let authorization = request.headers().get(header::AUTHORIZATION).and_then(|v| v.to_str().ok());
    // Answers and keys in memory are served on this thread; whatever needs
    // the database waits for it on the blocking pool (`offload`).
    let caller = match shared.gate.admit_off_runtime(authorization, shared.database_wait).await {
        Ok(caller) => caller,
        Err(refusal) => return error_response(&refusal, &request_id.simple().to_string()),
    };
    let rate = caller.rate;
    // The generated parser takes any date-time chrono reads; `since` is
    // checked strictly here first.
    if let Some(Err(e)) = strict_since(&request) {
        let mut response = error_response(&e, &request_id.simple().to_string());
        add_rate_headers(&mut response, &rate);
        return response;
    }
    // A match read already answered while the database is unchanged is sent
    // again; otherwise its answer is kept under the label read here.
    let path_and_query = request.uri().path_and_query().map(|p| p.as_str());
    let keep_as = match path_and_query.filter(|_| answer_is_kept(operation)).map(|p| KeyRef(&caller.account_id, p)) {
        Some(key) => match shared.answers.lookup(&key, request_id) {
            Lookup::Hit(mut response) => {
                add_rate_headers(&mut response, &rate);
                return response;
            }
            Lookup::Miss(stamp) => Some((key.to_owned(), stamp)),
        },
        None => None,
    };
    let request_id = request_id.simple().to_string();
    let authorization = Authorization {
        subject: caller.account_id.to_string(),
        scopes: Scopes::All,
        issuer: None,
    };
    let context: Context = EmptyRequestContext
        .push(XSpanIdString(request_id.clone()))
        .push(Some(authorization))
        .push(caller);

    // The generated router knows only GET; HEAD is GET without the body,
    // which hyper drops on the way out.
    *request.method_mut() = Method::GET;
    let mut response = match shared.generated.call((request, context)).await {
        Ok(response) => match keep_as {
            Some((key, stamp)) => shared.answers.keep(key, stamp, normalize(response).await).await,
            None => normalize(response).await,
        },
        Err(e) => {
            log::error!("request {request_id}: the generated server failed: {e}");
            plain_error(StatusCode::INTERNAL_SERVER_ERROR, "internal", "internal error")
        }
    };
    add_rate_headers(&mut response, &rate);
    response
}

/// Turns the generated server's answer into ours: JSON errors only.
async fn normalize<B>(response: Response<B>) -> Response<Body>
where
    B: http_body::Body<Data = bytes::Bytes> + Send + 'static,
    B::Error: std::fmt::Display,
{
    let is_json = response
        .headers()
        .get(header::CONTENT_TYPE)
        .is_some_and(|v| v.as_bytes().starts_with(b"application/json"));
    if response.status().is_success() || is_json {
        return response.map(|b| Body::new(b.map_err(|e| axum::Error::new(e.to_string()))));
    }
    let status = response.status();
    let text = match response.into_body().collect().await {
        Ok(body) => String::from_utf8_lossy(&body.to_bytes()).into_owned(),
        Err(e) => e.to_string(),
    };
    json_error_from_generated(status, &text)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn a_panic_while_answering_becomes_the_500_error_body() {
        let response = panics_answered(async { panic!("a bug") }).await.unwrap();
        assert_eq!(response.status(), StatusCode::INTERNAL_SERVER_ERROR);
        let body = response.into_body().collect().await.unwrap().to_bytes();
        let body: serde_json::Value = serde_json::from_slice(&body).unwrap();
        assert_eq!(body["error"]["code"], "internal");
    }

    #[test]
    fn api_paths_are_those_of_the_contract_whatever_the_method() {
        let operation_of = |method: &str, path: &str| {
            let mut request = Request::builder().method(method).uri(path).body(Body::empty()).unwrap();
            let found = operation(&mut request);
            assert_eq!(request.method().as_str(), method, "the method is left as it was");
            found
        };
        assert_eq!(operation_of("GET", "/v1/matches"), Some("ListMatches"));
        assert_eq!(operation_of("DELETE", "/v1/matches/m_1"), Some("GetMatch"));
        for p in ["/v1/product", "/v1/searches", "/v1/monitoring"] {
            assert!(operation_of("HEAD", p).is_some(), "{p}");
        }
        for p in ["/", "/v1", "/v1/", "/v2/matches", "/v1/matches/a/b", "/v1/keys", "/matches"] {
            assert_eq!(operation_of("GET", p), None, "{p}");
        }
        assert!(answer_is_kept("GetMatch") && !answer_is_kept("GetProduct"));
    }
}
