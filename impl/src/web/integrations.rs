//! Integrations: API keys for the API and agents (the whole key shown once),
//! and destinations (a webhook's signing secret shown once; a test delivery
//! that activates a webhook). Every action first checks that the key or
//! destination is the visitor's account's own.
use std::time::Duration;

use askama::Template;
use axum::extract::{Path, State};
use axum::Form;
use serde::Deserialize;

use super::pages::{chrome, time, Chrome};
use super::{render, Failure, OrFailure as _, Page, Shared, Visitor};

use crate::app::{App, NewTarget, Owned};
use crate::domain::{Band, DestinationKind};
use crate::error::{Error, Result};
use crate::store::to_time;

struct KeyRow {
    id: String,
    name: String,
    prefix: String,
    created: String,
    last_used: String,
    revoked: bool,
}

struct DestinationRow {
    id: String,
    kind: String,
    target: String,
    state: String,
    min_band: String,
    last_success: String,
    last_failure: String,
    is_webhook: bool,
}

/// Something shown once, right after it was made.
struct Shown {
    what: &'static str,
    value: String,
    /// Ready-to-use lines that carry it (a curl call, an MCP client's settings).
    uses: Vec<(&'static str, String)>,
}

#[derive(Template)]
#[template(path = "integrations.html")]
struct IntegrationsPage {
    chrome: Chrome,
    base_url: String,
    keys: Vec<KeyRow>,
    destinations: Vec<DestinationRow>,
    shown: Option<Shown>,
    notice: Option<String>,
    problem: Option<String>,
}

/// The page after an action: what it showed once, or what it says.
#[derive(Default)]
struct Outcome {
    shown: Option<Shown>,
    notice: Option<String>,
    problem: Option<String>,
}

async fn page_with(web: &Shared, visitor: &Visitor, outcome: Outcome) -> Page {
    let account = visitor.account.id.clone();
    let (keys, destinations) =
        web.run(move |app| Ok((app.list_keys(&account)?, app.destinations(&account)?))).await.or_failure()?;
    let keys = keys
        .into_iter()
        .map(|k| KeyRow {
            name: k.label.unwrap_or_else(|| "(no name)".into()),
            prefix: format!("{}…", k.prefix),
            created: time(k.created_at),
            last_used: k.last_used_at.map_or("never".into(), time),
            revoked: k.revoked_at.is_some(),
            id: k.key_id,
        })
        .collect();
    let destinations = destinations
        .into_iter()
        .map(|d| DestinationRow {
            kind: d.kind.to_string(),
            target: d.target_masked,
            state: d.state.to_string(),
            min_band: d.min_band.to_string(),
            last_success: d.last_success_at.map_or("never".into(), |t| time(to_time(t))),
            last_failure: d.last_failure_at.map_or("never".into(), |t| time(to_time(t))),
            is_webhook: d.kind == DestinationKind::Webhook,
            id: d.id,
        })
        .collect();
    let page = IntegrationsPage {
        chrome: chrome(visitor, "integrations"),
        base_url: visitor.base_url.clone(),
        keys,
        destinations,
        shown: outcome.shown,
        notice: outcome.notice,
        problem: outcome.problem,
    };
    Ok(render(&page))
}

/// A use case's refusal becomes the page's problem; other failures, the failure page.
async fn after(web: &Shared, visitor: &Visitor, done: Result<Outcome>) -> Page {
    match done {
        Ok(outcome) => page_with(web, visitor, outcome).await,
        Err(Error::InvalidParameter(problem)) => {
            page_with(web, visitor, Outcome { problem: Some(problem), ..Default::default() }).await
        }
        Err(e) => Err(Failure(e)),
    }
}

pub async fn page(State(web): State<Shared>, visitor: Visitor) -> Page {
    page_with(&web, &visitor, Outcome::default()).await
}

/// Acts on one of the visitor's account's keys or destinations, on the
/// blocking pool, after checking it is theirs (another account's is "not
/// found"). `sending`: how much longer than the database wait it may take.
async fn on_owned<T: Send + 'static>(
    web: &Shared,
    visitor: &Visitor,
    thing: for<'a> fn(&'a str) -> Owned<'a>,
    id: &str,
    sending: Duration,
    act: impl FnOnce(&App, &str) -> Result<T> + Send + 'static,
) -> Result<T> {
    let (account, id) = (visitor.account.id.clone(), id.to_owned());
    web.run_sending(sending, move |app| {
        app.ensure_owned(&account, thing(&id))?;
        act(app, &id)
    })
    .await
}

// API keys

#[derive(Deserialize)]
pub struct NewKey {
    #[serde(default)]
    name: String,
}

fn key_shown(visitor: &Visitor, key: String) -> Shown {
    let base = &visitor.base_url;
    let curl = format!("curl -H 'Authorization: Bearer {key}' {base}/v1/matches");
    let mcp = format!(
        "{{\n  \"mcpServers\": {{\n    \"threadwatch\": {{\n      \"url\": \"{base}/mcp\",\n      \"headers\": {{ \"Authorization\": \"Bearer {key}\" }}\n    }}\n  }}\n}}"
    );
    Shown { what: "API key", value: key, uses: vec![("Try it with curl", curl), ("MCP client configuration", mcp)] }
}

pub async fn create_key(State(web): State<Shared>, visitor: Visitor, Form(form): Form<NewKey>) -> Page {
    let account = visitor.account.id.clone();
    let name = form.name.trim().to_owned();
    let created = web.run(move |app| app.create_key(&account, Some(name.as_str()).filter(|n| !n.is_empty()))).await;
    let done = created.map(|k| Outcome { shown: Some(key_shown(&visitor, k.api_key)), ..Default::default() });
    after(&web, &visitor, done).await
}

pub async fn rotate_key(State(web): State<Shared>, visitor: Visitor, Path(id): Path<String>) -> Page {
    let rotated = on_owned(&web, &visitor, |id| Owned::Key(id), &id, Duration::ZERO, App::rotate_key).await;
    let done = rotated.map(|k| Outcome {
        shown: Some(key_shown(&visitor, k.api_key)),
        notice: Some("The old key stopped working; use this one in its place.".into()),
        ..Default::default()
    });
    after(&web, &visitor, done).await
}

pub async fn revoke_key(State(web): State<Shared>, visitor: Visitor, Path(id): Path<String>) -> Page {
    let revoked = on_owned(&web, &visitor, |id| Owned::Key(id), &id, Duration::ZERO, App::revoke_key).await;
    let done = revoked.map(|()| Outcome { notice: Some(format!("Key {id} is revoked: the next request with it fails.")), ..Default::default() });
    after(&web, &visitor, done).await
}

// Destinations

#[derive(Deserialize)]
pub struct NewDestination {
    kind: String,
    #[serde(default)]
    url: String,
    #[serde(default)]
    bot_token: String,
    #[serde(default)]
    chat_id: String,
    #[serde(default)]
    to: String,
    #[serde(default)]
    min_band: String,
}

fn given(text: String) -> Option<String> {
    Some(text.trim().to_owned()).filter(|t| !t.is_empty())
}

pub async fn add_destination(State(web): State<Shared>, visitor: Visitor, Form(form): Form<NewDestination>) -> Page {
    let account = visitor.account.id.clone();
    let added = web
        .run(move |app| {
            let kind: DestinationKind = form.kind.parse().map_err(|_| Error::invalid(format!("kind: no kind {:?}", form.kind)))?;
            let min_band: Band = match form.min_band.as_str() {
                "" => Band::Research,
                band => band.parse().map_err(|_| Error::invalid(format!("band: no band {band:?}")))?,
            };
            let target =
                NewTarget { url: given(form.url), bot_token: given(form.bot_token), chat_id: given(form.chat_id), to: given(form.to) };
            app.add_destination(&account, kind, target, min_band)
        })
        .await;
    let done = added.map(|added| match added.signing_secret {
        Some(secret) => Outcome {
            shown: Some(Shown { what: "signing secret", value: secret, uses: vec![] }),
            notice: Some("The webhook receives events once its test delivery succeeds: press Test.".into()),
            ..Default::default()
        },
        None => Outcome { notice: Some(format!("The {} destination is active.", added.state)), ..Default::default() },
    });
    after(&web, &visitor, done).await
}

pub async fn test_destination(State(web): State<Shared>, visitor: Visitor, Path(id): Path<String>) -> Page {
    let sending = web.app.test_time_limit();
    let tested = on_owned(&web, &visitor, |id| Owned::Destination(id), &id, sending, App::test_destination).await;
    let done = tested.map(|t| {
        let status = t.status.map_or("no HTTP status".into(), |s| format!("HTTP {s}"));
        let answer = t.answer.map(|a| format!(" It answered: {a}")).unwrap_or_default();
        Outcome {
            notice: Some(format!("Test delivery passed: {status} in {} ms; the destination is {}.{answer}", t.duration_ms, t.state)),
            ..Default::default()
        }
    });
    after(&web, &visitor, done).await
}

pub async fn rotate_secret(State(web): State<Shared>, visitor: Visitor, Path(id): Path<String>) -> Page {
    let rotated = on_owned(&web, &visitor, |id| Owned::Destination(id), &id, Duration::ZERO, App::rotate_secret).await;
    let done = rotated.map(|(secret, until)| Outcome {
        shown: Some(Shown { what: "signing secret", value: secret, uses: vec![] }),
        notice: Some(format!("The old secret also signs until {}.", time(until))),
        ..Default::default()
    });
    after(&web, &visitor, done).await
}

pub async fn remove_destination(State(web): State<Shared>, visitor: Visitor, Path(id): Path<String>) -> Page {
    let removed = on_owned(&web, &visitor, |id| Owned::Destination(id), &id, Duration::ZERO, App::remove_destination).await;
    let done = removed.map(|()| Outcome { notice: Some("The destination is removed.".into()), ..Default::default() });
    after(&web, &visitor, done).await
}
