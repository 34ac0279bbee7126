//! Signing up (when `[web] signup` is open), signing in and out, and joining
//! an account by an invitation link.
use askama::Template;
use axum::extract::{Path, State};
use axum::http::{header, HeaderMap};
use axum::response::{IntoResponse as _, Redirect, Response};
use axum::Form;
use serde::Deserialize;

use super::session::peer;
use super::{failure, render, OrFailure as _, Page, Shared, Signup, Visitor};
use crate::app::SessionStarted;
use crate::error::{Error, Result};

#[derive(Template)]
#[template(path = "sign_in.html")]
struct SignInPage {
    csrf: String,
    /// "sign-in", "sign-up" or "invite": the form shown.
    form: &'static str,
    signup_open: bool,
    /// The account an invitation joins.
    joining: Option<String>,
    email: String,
    account_name: String,
    problem: Option<String>,
}

#[derive(Deserialize)]
pub struct Credentials {
    #[serde(default)]
    account_name: String,
    email: String,
    password: String,
}

impl SignInPage {
    fn new(web: &Shared, form: &'static str, csrf: String) -> SignInPage {
        let signup_open = web.settings.signup == Signup::Open;
        SignInPage { csrf, form, signup_open, joining: None, email: String::new(), account_name: String::new(), problem: None }
    }
}

/// A page for visitors not signed in, with the form-token cookie when new.
fn anonymous(web: &Shared, headers: &HeaderMap, form: &'static str, fill: impl FnOnce(&mut SignInPage)) -> Response {
    let (csrf, set_cookie) = web.form_token(headers);
    let mut page = SignInPage::new(web, form, csrf);
    fill(&mut page);
    let mut response = render(&page);
    if let Some(cookie) = set_cookie {
        response.headers_mut().append(header::SET_COOKIE, cookie);
    }
    response
}

pub async fn sign_in_page(State(web): State<Shared>, visitor: Option<Visitor>, headers: HeaderMap) -> Response {
    match visitor {
        Some(_) => Redirect::to("/app/matches").into_response(),
        None => anonymous(&web, &headers, "sign-in", |_| ()),
    }
}

pub async fn sign_up_page(State(web): State<Shared>, headers: HeaderMap) -> Response {
    anonymous(&web, &headers, "sign-up", |_| ())
}

/// Signed in: the session cookie, and on to the matches (or the product
/// page, which a new account needs first).
fn signed_in(web: &Shared, started: SessionStarted, to: &str) -> Response {
    let mut response = Redirect::to(to).into_response();
    response.headers_mut().append(header::SET_COOKIE, web.session_cookie(started.token));
    response
}

/// The form again, with what was typed (never the password) and why it was refused.
fn refused(web: &Shared, headers: &HeaderMap, form: &'static str, typed: &Credentials, error: Error) -> Response {
    if !matches!(error, Error::InvalidParameter(_)) {
        return failure(&error);
    }
    let mut response = anonymous(web, headers, form, |page| {
        page.email = typed.email.clone();
        page.account_name = typed.account_name.clone();
        page.problem = Some(error.to_string());
    });
    *response.status_mut() = axum::http::StatusCode::BAD_REQUEST;
    response
}

pub async fn sign_up(State(web): State<Shared>, headers: HeaderMap, Form(typed): Form<Credentials>) -> Response {
    if web.settings.signup == Signup::Closed {
        return refused(&web, &headers, "sign-up", &typed, Error::invalid("sign-up is closed here; ask for an invitation"));
    }
    let (name, email, password) = (typed.account_name.clone(), typed.email.clone(), typed.password.clone());
    match web.run(move |app| app.sign_up(&name, &email, &password)).await {
        Ok(started) => {
            log::info!("{} signed up: account {}", started.person.id, started.person.account_id);
            signed_in(&web, started, "/app/product")
        }
        Err(e) => refused(&web, &headers, "sign-up", &typed, e),
    }
}

pub async fn sign_in(
    State(web): State<Shared>,
    request_parts: axum::http::Extensions,
    headers: HeaderMap,
    Form(typed): Form<Credentials>,
) -> Response {
    let peer = peer(&request_parts);
    if let Some(wait) = web.attempts.wait(&typed.email, peer) {
        let minutes = wait.as_secs().div_ceil(60);
        log::warn!("sign-in refused for {} from {peer:?}: too many failures in 15 minutes", typed.email.trim());
        let error = Error::invalid(format!("too many failed sign-ins; try again in {minutes} minutes"));
        return refused(&web, &headers, "sign-in", &typed, error);
    }
    let (email, password) = (typed.email.clone(), typed.password.clone());
    match web.run(move |app| app.sign_in(&email, &password)).await {
        Ok(started) => signed_in(&web, started, "/app/matches"),
        Err(e) => {
            if matches!(e, Error::InvalidParameter(_)) {
                log::info!("failed sign-in for {} from {peer:?}", typed.email.trim());
                web.attempts.failed(&typed.email, peer);
            }
            refused(&web, &headers, "sign-in", &typed, e)
        }
    }
}

pub async fn sign_out(State(web): State<Shared>, visitor: Visitor) -> Page {
    let token = visitor.session_token.clone();
    web.run(move |app| app.sign_out(&token)).await.or_failure()?;
    let mut response = Redirect::to("/app/sign-in").into_response();
    response.headers_mut().append(header::SET_COOKIE, web.ended_session_cookie());
    Ok(response)
}

async fn invited_to(web: &Shared, token: &str) -> Result<String> {
    let token = token.to_owned();
    let account = web.run(move |app| app.invited_to(&token)).await?;
    let account = account.ok_or_else(|| Error::not_found("this invitation has been used or has expired; ask for a new one"))?;
    Ok(account.name)
}

pub async fn invite_page(State(web): State<Shared>, Path(token): Path<String>, headers: HeaderMap) -> Page {
    let joining = invited_to(&web, &token).await.or_failure()?;
    Ok(anonymous(&web, &headers, "invite", |page| page.joining = Some(joining)))
}

pub async fn accept_invite(
    State(web): State<Shared>,
    Path(token): Path<String>,
    headers: HeaderMap,
    Form(typed): Form<Credentials>,
) -> Response {
    let (email, password) = (typed.email.clone(), typed.password.clone());
    match web.run(move |app| app.accept_invite(&token, &email, &password)).await {
        Ok(started) => signed_in(&web, started, "/app/matches"),
        Err(e) => refused(&web, &headers, "invite", &typed, e),
    }
}
