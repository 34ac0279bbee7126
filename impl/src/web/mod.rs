//! The web app under `/app`: where people sign up or in, describe their
//! product, get API keys, set up and test destinations, and watch their
//! matches, deliveries and monitoring. Server-rendered (askama templates
//! compiled in), over the app layer's use cases; its writes never go through
//! the read-only `/v1` API. Every POST passes the CSRF check (`session`).
mod integrations;
mod pages;
mod session;
mod sign_in;

use std::sync::Arc;
use std::time::Duration;

use askama::Template;
use axum::http::{header, StatusCode};
use axum::response::{Html, IntoResponse, Redirect, Response};
use axum::routing::{get, post};
use axum::Router;
use serde::{Deserialize, Serialize};

use crate::api::ApiSettings;
use crate::app::App;
use crate::error::{Error, Result};
use crate::offload;
use session::SignInAttempts;
pub use session::Visitor;

/// The `[web]` settings.
#[derive(Clone, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct WebSettings {
    /// `open`: anyone may sign up for a trial. `closed`: accounts come from
    /// the operator (`account create`, then `account invite`).
    pub signup: Signup,
    /// The address people open the app at, for invitation links and for
    /// marking cookies `Secure` (an https address). Empty: http:// and `[api] listen`.
    pub public_url: String,
    /// Failed sign-ins allowed per email, and per client address, in 15 minutes.
    pub sign_in_failures: u32,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Signup {
    Open,
    Closed,
}

impl Default for WebSettings {
    fn default() -> WebSettings {
        WebSettings { signup: Signup::Closed, public_url: String::new(), sign_in_failures: 10 }
    }
}

impl WebSettings {
    pub fn check(&self) -> Result<(), String> {
        if self.sign_in_failures == 0 {
            return Err("sign_in_failures must be at least 1".into());
        }
        if !self.public_url.is_empty() {
            let url = url::Url::parse(&self.public_url).map_err(|e| format!("public_url: {e}"))?;
            if !matches!(url.scheme(), "http" | "https") {
                return Err(format!("public_url must be an http or https address, got {}", self.public_url));
            }
        }
        Ok(())
    }

    /// Where people reach the app, without a trailing slash.
    pub fn base_url(&self, api: &ApiSettings) -> String {
        match self.public_url.is_empty() {
            true => format!("http://{}", api.listen),
            false => self.public_url.trim_end_matches('/').to_owned(),
        }
    }

    pub fn invite_url(&self, api: &ApiSettings, token: &str) -> String {
        format!("{}/app/invite/{token}", self.base_url(api))
    }
}

/// What every page handler works with.
struct Web {
    app: Arc<App>,
    settings: WebSettings,
    /// Cookies carry `Secure` when the app is served over https.
    secure_cookies: bool,
    database_wait: Duration,
    attempts: SignInAttempts,
}

type Shared = Arc<Web>;

impl Web {
    /// Runs use cases on the blocking pool (see `offload`).
    async fn run<T: Send + 'static>(&self, work: impl FnOnce(&App) -> Result<T> + Send + 'static) -> Result<T> {
        self.run_sending(Duration::ZERO, work).await
    }

    /// `run`, for work that also sends something, and may take that long more.
    async fn run_sending<T: Send + 'static>(
        &self,
        sending: Duration,
        work: impl FnOnce(&App) -> Result<T> + Send + 'static,
    ) -> Result<T> {
        let app = self.app.clone();
        offload::run(self.database_wait + sending, move || work(&app)).await
    }
}

pub fn router(app: Arc<App>, settings: &WebSettings, api: &ApiSettings) -> Router {
    let web = Arc::new(Web {
        app,
        secure_cookies: settings.public_url.starts_with("https://"),
        attempts: SignInAttempts::new(settings.sign_in_failures),
        settings: settings.clone(),
        database_wait: api.database_wait(),
    });
    Router::new()
        .route("/", get(|visitor: Option<Visitor>| async move { home(visitor) }))
        .route("/style.css", get(|| async { ([(header::CONTENT_TYPE, "text/css")], include_str!("../../templates/style.css")) }))
        .route("/copy.js", get(|| async { ([(header::CONTENT_TYPE, "text/javascript")], include_str!("../../templates/copy.js")) }))
        .route("/sign-up", get(sign_in::sign_up_page).post(sign_in::sign_up))
        .route("/sign-in", get(sign_in::sign_in_page).post(sign_in::sign_in))
        .route("/sign-out", post(sign_in::sign_out))
        .route("/invite/{token}", get(sign_in::invite_page).post(sign_in::accept_invite))
        .route("/matches", get(pages::matches))
        .route("/matches/{id}", get(pages::match_page))
        .route("/product", get(pages::product).post(pages::set_product))
        .route("/monitoring", get(pages::monitoring).post(pages::set_monitoring))
        .route("/deliveries", get(pages::deliveries))
        .route("/deliveries/{id}/resend", post(pages::resend))
        .route("/integrations", get(integrations::page))
        .route("/keys", post(integrations::create_key))
        .route("/keys/{id}/rotate", post(integrations::rotate_key))
        .route("/keys/{id}/revoke", post(integrations::revoke_key))
        .route("/destinations", post(integrations::add_destination))
        .route("/destinations/{id}/test", post(integrations::test_destination))
        .route("/destinations/{id}/rotate-secret", post(integrations::rotate_secret))
        .route("/destinations/{id}/remove", post(integrations::remove_destination))
        .layer(axum::middleware::from_fn_with_state(web.clone(), session::csrf_guard))
        .with_state(web)
}

fn home(visitor: Option<Visitor>) -> Redirect {
    match visitor {
        Some(_) => Redirect::to("/app/matches"),
        None => Redirect::to("/app/sign-in"),
    }
}

/// A rendered page.
fn render(page: &impl Template) -> Response {
    match page.render() {
        Ok(html) => Html(html).into_response(),
        Err(e) => failure(&Error::Internal(anyhow::anyhow!("cannot render a page: {e}"))),
    }
}

#[derive(Template)]
#[template(path = "failure.html")]
struct FailurePage {
    title: &'static str,
    message: String,
}

/// A use case's failure as a page: the status of the API's mapping, the
/// message for what a person can act on, a request id for the rest.
fn failure(error: &Error) -> Response {
    let request_id = uuid::Uuid::new_v4().simple().to_string();
    let status = StatusCode::from_u16(error.status()).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR);
    let title = match error {
        Error::NotFound(_) => "Not found",
        Error::InvalidParameter(_) => "Not accepted",
        Error::Unavailable { .. } => "Busy, try again",
        _ => "Something went wrong",
    };
    failure_page(status, title, error.body(&request_id).error.message)
}

fn failure_page(status: StatusCode, title: &'static str, message: String) -> Response {
    let html = FailurePage { title, message }.render().unwrap_or_else(|_| "Something went wrong".into());
    (status, Html(html)).into_response()
}

/// A page's outcome: the page, or the failure page.
type Page = Result<Response, Failure>;

/// A use case's error, answered with the failure page.
struct Failure(Error);

impl IntoResponse for Failure {
    fn into_response(self) -> Response {
        failure(&self.0)
    }
}

trait OrFailure<T> {
    fn or_failure(self) -> Result<T, Failure>;
}

impl<T> OrFailure<T> for Result<T> {
    fn or_failure(self) -> Result<T, Failure> {
        self.map_err(Failure)
    }
}
