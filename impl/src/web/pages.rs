//! The signed-in pages but Integrations: matches, a match, the product,
//! monitoring and deliveries. Each turns the use case's answer into a small
//! view of strings, so the templates hold no logic beyond loops and ifs.
use askama::Template;
use axum::extract::{Path, Query, State};
use axum::response::{Redirect, IntoResponse as _};
use axum::Form;
use chrono::{DateTime, Utc};
use serde::Deserialize;
use threadwatch_api::models;

use super::{render, Failure, OrFailure as _, Page, Shared, Visitor};
use crate::app::{self, MatchQuery, Owned};
use crate::domain::{has_access, DestinationKind, Profile, Subscription, Watch, DEFAULT_DELIVERY_LEVEL};
use crate::error::Error;
use crate::store::{now_us, to_time, AttemptListing, DeliveryListing, DestinationRow};

/// What every signed-in page shows around its content.
pub struct Chrome {
    pub email: String,
    pub account_name: String,
    pub csrf: String,
    /// The trial or subscription, and what it means for access.
    pub access: String,
    pub access_ended: bool,
    /// The page the navigation marks.
    pub active: &'static str,
}

pub fn chrome(visitor: &Visitor, active: &'static str) -> Chrome {
    let account = &visitor.account;
    let now = now_us();
    let ends = to_time(account.trial_ends_at).format("%-d %B %Y");
    let access_ended = !has_access(account.subscription, account.trial_ends_at, now);
    let access = if account.subscription == Subscription::Active {
        "Subscription active.".to_owned()
    } else if !access_ended {
        let days = (account.trial_ends_at - now).div_euclid(86_400_000_000) + 1;
        format!(
            "Trial: {days} day{} left (it ends on {ends}). After it ends, the API, the agent tools, monitoring and \
             deliveries stop until a subscription is active; these pages keep working.",
            if days == 1 { "" } else { "s" }
        )
    } else {
        format!(
            "Your trial ended on {ends}. Until a subscription is active, the API and the agent tools answer 403 \
             subscription_required, Reddit is not watched for this account and nothing is delivered. Ask us to \
             activate the subscription; your matches, settings and keys stay as they are."
        )
    };
    Chrome {
        email: visitor.person.email.clone(),
        account_name: account.name.clone(),
        csrf: visitor.csrf.clone(),
        access,
        access_ended,
        active,
    }
}

/// "3 h ago", for lists.
pub fn age(at: DateTime<Utc>) -> String {
    let secs = (Utc::now() - at).num_seconds().max(0);
    match secs {
        0..60 => "just now".into(),
        60..3600 => format!("{} min ago", secs / 60),
        3600..86_400 => format!("{} h ago", secs / 3600),
        _ => format!("{} d ago", secs / 86_400),
    }
}

/// A value the contract marks optional and nullable, if it is there.
fn present<T>(value: Option<swagger::Nullable<T>>) -> Option<T> {
    match value {
        Some(swagger::Nullable::Present(v)) => Some(v),
        _ => None,
    }
}

/// "1 item", "2 items", "2 matches".
fn count(n: i64, what: &str) -> String {
    match (n, what.ends_with(['s', 'h'])) {
        (1, _) => format!("1 {what}"),
        (_, true) => format!("{n} {what}es"),
        (_, false) => format!("{n} {what}s"),
    }
}

pub fn time(at: DateTime<Utc>) -> String {
    at.format("%Y-%m-%d %H:%M UTC").to_string()
}

fn band(band: models::Band) -> &'static str {
    match band {
        models::Band::Strong => "strong",
        models::Band::Possible => "possible",
        models::Band::Research => "research",
    }
}

// Matches

struct MatchRow {
    id: String,
    band: &'static str,
    score: u32,
    subreddit: String,
    kind: &'static str,
    title: String,
    url: String,
    age: String,
}

#[derive(Template)]
#[template(path = "matches.html")]
struct MatchesPage {
    chrome: Chrome,
    rows: Vec<MatchRow>,
    band: String,
    since: String,
    next: Option<String>,
}

#[derive(Deserialize)]
pub struct MatchFilters {
    #[serde(default)]
    band: String,
    /// `24h`, `7d`, `30d`, or empty for all time.
    #[serde(default)]
    since: String,
    cursor: Option<String>,
}

/// The page's filters as the use case's query; an unknown value is refused.
fn match_query(filters: &MatchFilters) -> Result<MatchQuery, Error> {
    let band = match filters.band.as_str() {
        "" | "all" => None,
        other => Some(other.parse::<models::BandFilter>().map_err(|_| Error::invalid(format!("band: no band {other:?}")))?),
    };
    let hours = match filters.since.as_str() {
        "" => None,
        "24h" => Some(24),
        "7d" => Some(24 * 7),
        "30d" => Some(24 * 30),
        other => return Err(Error::invalid(format!("since: {other:?} is not one of 24h, 7d, 30d"))),
    };
    let since = hours.map(|h| Utc::now() - chrono::Duration::hours(h));
    Ok(MatchQuery { limit: Some(50), cursor: filters.cursor.clone(), band, since })
}

pub async fn matches(State(web): State<Shared>, visitor: Visitor, Query(filters): Query<MatchFilters>) -> Page {
    let query = match_query(&filters).or_failure()?;
    let account = visitor.account.id.clone();
    let page = web.run(move |app| app.list_matches(&account, &query)).await.or_failure()?;
    let rows = page
        .data
        .into_iter()
        .map(|m| MatchRow {
            band: band(m.band),
            score: m.match_score,
            kind: if m.kind == Some(models::ItemKind::Comment) { "comment" } else { "post" },
            age: age(m.published_at),
            id: m.id,
            subreddit: m.subreddit,
            title: m.title,
            url: m.url,
        })
        .collect();
    let next = present(page.next_cursor).map(|cursor| {
        let query = url::form_urlencoded::Serializer::new(String::new())
            .append_pair("band", &filters.band)
            .append_pair("since", &filters.since)
            .append_pair("cursor", &cursor)
            .finish();
        format!("/app/matches?{query}")
    });
    Ok(render(&MatchesPage { chrome: chrome(&visitor, "matches"), rows, band: filters.band, since: filters.since, next }))
}

struct DeliveryRow {
    id: String,
    destination: String,
    state: String,
    attempts: i64,
    created: String,
    error: String,
}

/// The destinations of an account as lists name them: id and "kind target".
type DestinationNames = Vec<(String, String)>;

fn destination_names(destinations: Vec<DestinationRow>) -> DestinationNames {
    destinations.into_iter().map(|d| (d.id, format!("{} {}", d.kind, d.target_masked))).collect()
}

/// A destination's name, or its kind and id once it has been removed.
fn destination_name(names: &DestinationNames, id: &str, kind: DestinationKind) -> String {
    names.iter().find(|(d, _)| d == id).map_or_else(|| format!("{kind} {id} (removed)"), |(_, name)| name.clone())
}

fn delivery_row(d: DeliveryListing, names: &DestinationNames) -> DeliveryRow {
    DeliveryRow {
        destination: destination_name(names, &d.destination_id, d.destination_kind),
        id: d.delivery_id,
        state: d.state.to_string(),
        attempts: d.attempts,
        created: time(d.created_at),
        error: d.last_error.unwrap_or_default(),
    }
}

#[derive(Template)]
#[template(path = "match.html")]
struct MatchPage {
    chrome: Chrome,
    m: models::MatchDetail,
    band: &'static str,
    reply: Option<String>,
    published: String,
    results: Vec<(String, String)>,
    deliveries: Vec<DeliveryRow>,
}

pub async fn match_page(State(web): State<Shared>, visitor: Visitor, Path(id): Path<String>) -> Page {
    let account = visitor.account.id.clone();
    let (m, deliveries, names) = web
        .run(move |app| {
            let m = app.get_match(&account, &id)?;
            let deliveries = app.list_deliveries(&account, None)?;
            let deliveries = deliveries.into_iter().filter(|d| d.match_id.as_deref() == Some(id.as_str())).collect::<Vec<_>>();
            Ok((m, deliveries, destination_names(app.destinations(&account)?)))
        })
        .await
        .or_failure()?;
    let results = m.destination_results.iter().map(|r| (r.destination.to_string(), r.state.to_string())).collect();
    let page = MatchPage {
        chrome: chrome(&visitor, "matches"),
        band: band(m.band),
        reply: present(m.suggested_reply.clone()),
        published: time(m.published_at),
        results,
        deliveries: deliveries.into_iter().map(|d| delivery_row(d, &names)).collect(),
        m,
    };
    Ok(render(&page))
}

// Product

#[derive(Template)]
#[template(path = "product.html")]
struct ProductPage {
    chrome: Chrome,
    form: ProductForm,
    /// The field a problem is about, and the problem.
    problem: Option<(&'static str, String)>,
    saved: bool,
    understanding: Option<models::Understanding>,
    searches: Vec<String>,
}

impl ProductPage {
    /// The problem with this field, if there is one, to show beside it.
    fn problem_for(&self, field: &str) -> &str {
        match &self.problem {
            Some((f, problem)) if *f == field => problem,
            _ => "",
        }
    }
}

/// The profile as the form holds it: lists one per line.
#[derive(Deserialize, Default)]
pub struct ProductForm {
    name: String,
    description: String,
    intent_brief: String,
    keywords: String,
    competitors: String,
    negative_keywords: String,
    subreddits: String,
    delivery_level: String,
    watch: String,
    #[serde(default)]
    site_wide_search: Option<String>,
}

impl ProductForm {
    fn of(p: &Profile) -> ProductForm {
        let watch = match p.watch {
            Watch::Posts => "posts",
            Watch::Comments => "comments",
            Watch::Both => "both",
        };
        ProductForm {
            name: p.name.clone(),
            description: p.description.clone(),
            intent_brief: p.intent_brief.clone(),
            keywords: p.keywords.join("\n"),
            competitors: p.competitors.join("\n"),
            negative_keywords: p.negative_keywords.join("\n"),
            subreddits: p.subreddits.join("\n"),
            delivery_level: p.delivery_level.to_string(),
            watch: watch.into(),
            site_wide_search: p.site_wide_search.then(|| "on".into()),
        }
    }

    fn profile(&self) -> Result<Profile, (&'static str, String)> {
        let list = |text: &str| -> Vec<String> {
            text.split(['\n', ',']).map(str::trim).filter(|s| !s.is_empty()).map(str::to_owned).collect()
        };
        let delivery_level = match self.delivery_level.trim() {
            "" => DEFAULT_DELIVERY_LEVEL,
            text => text.parse().map_err(|_| ("delivery_level", format!("delivery_level: {text:?} is not a number from 0 to 100")))?,
        };
        let watch = match self.watch.as_str() {
            "posts" => Watch::Posts,
            "comments" => Watch::Comments,
            _ => Watch::Both,
        };
        let subreddits = list(&self.subreddits).into_iter().map(|s| s.trim_start_matches("r/").to_owned()).collect();
        Ok(Profile {
            name: self.name.trim().to_owned(),
            description: self.description.trim().to_owned(),
            intent_brief: self.intent_brief.trim().to_owned(),
            keywords: list(&self.keywords),
            competitors: list(&self.competitors),
            negative_keywords: list(&self.negative_keywords),
            subreddits,
            delivery_level,
            site_wide_search: self.site_wide_search.is_some(),
            watch,
        })
    }
}

/// The profile as set, what the service derived from it, and the searches it runs.
struct ProductView {
    profile: Profile,
    understanding: models::Understanding,
    searches: Vec<String>,
}

async fn product_view(web: &Shared, account_id: &str) -> Result<Option<ProductView>, Error> {
    let account = account_id.to_owned();
    web.run(move |app| {
        let Some(profile) = app.profile(&account)? else {
            return Ok(None);
        };
        let understanding = app.get_product(&account)?.understanding;
        let searches = app.list_searches(&account)?.data.into_iter().map(search_line).collect();
        Ok(Some(ProductView { profile, understanding, searches }))
    })
    .await
}

fn search_line(s: models::Search) -> String {
    match (present(s.subreddit), present(s.query)) {
        (Some(sub), Some(q)) => format!("r/{sub}: {q}"),
        (Some(sub), None) => format!("r/{sub}: every new post and comment"),
        (None, Some(q)) => format!("all of Reddit: {q}"),
        (None, None) => "all of Reddit".into(),
    }
}

pub async fn product(State(web): State<Shared>, visitor: Visitor) -> Page {
    let view = product_view(&web, &visitor.account.id).await.or_failure()?;
    let (form, understanding, searches) = match view {
        Some(view) => (ProductForm::of(&view.profile), Some(view.understanding), view.searches),
        None => (ProductForm { watch: "both".into(), delivery_level: DEFAULT_DELIVERY_LEVEL.to_string(), ..Default::default() }, None, vec![]),
    };
    Ok(render(&ProductPage { chrome: chrome(&visitor, "product"), form, problem: None, saved: false, understanding, searches }))
}

pub async fn set_product(State(web): State<Shared>, visitor: Visitor, Form(form): Form<ProductForm>) -> Page {
    let checked = form.profile().and_then(|p| match app::profile_problem(&p) {
        Some(problem) => Err(problem),
        None => Ok(p),
    });
    let profile = match checked {
        Ok(profile) => profile,
        Err(problem) => {
            let view = product_view(&web, &visitor.account.id).await.or_failure()?;
            let (understanding, searches) = view.map(|v| (Some(v.understanding), v.searches)).unwrap_or_default();
            let page = ProductPage { chrome: chrome(&visitor, "product"), form, problem: Some(problem), saved: false, understanding, searches };
            let mut response = render(&page);
            *response.status_mut() = axum::http::StatusCode::BAD_REQUEST;
            return Ok(response);
        }
    };
    let account = visitor.account.id.clone();
    web.run(move |app| app.set_product(&account, &profile)).await.or_failure()?;
    let view = product_view(&web, &visitor.account.id).await.or_failure()?;
    let view = view.ok_or_else(|| Error::Internal(anyhow::anyhow!("the product just set is gone"))).or_failure()?;
    let page = ProductPage {
        chrome: chrome(&visitor, "product"),
        form: ProductForm::of(&view.profile),
        problem: None,
        saved: true,
        understanding: Some(view.understanding),
        searches: view.searches,
    };
    Ok(render(&page))
}

// Monitoring

struct GapRow {
    communities: String,
    kind: String,
    lost: String,
    recorded: String,
}

#[derive(Template)]
#[template(path = "monitoring.html")]
struct MonitoringPage {
    chrome: Chrome,
    state: String,
    last_review: Option<String>,
    next_review: Option<String>,
    source: Option<(String, String)>,
    gaps: Vec<GapRow>,
}

pub async fn monitoring(State(web): State<Shared>, visitor: Visitor) -> Page {
    let account = visitor.account.id.clone();
    let m = web.run(move |app| app.get_monitoring(&account)).await.or_failure()?;
    let last_review = m.last_review.map(|r| {
        format!("{}: {} read, {} found", time(r.started_at), count(r.posts_seen, "item"), count(r.matches_found, "match"))
    });
    let next_review = present(m.next_review_at).map(time);
    let source = m.source.filter(|s| s.state != models::SourceStatusState::Ok).map(|s| {
        (s.state.to_string(), present(s.detail).unwrap_or_default())
    });
    let gaps = m
        .gaps
        .unwrap_or_default()
        .into_iter()
        .map(|g| GapRow {
            communities: g.subreddits.iter().map(|s| format!("r/{s}")).collect::<Vec<_>>().join(", "),
            kind: g.kind.to_string(),
            lost: present(g.items_not_recovered).map_or("unknown".into(), |n| n.to_string()),
            recorded: time(g.recorded_at),
        })
        .collect();
    let page = MonitoringPage {
        chrome: chrome(&visitor, "monitoring"),
        state: m.state.to_string(),
        last_review,
        next_review,
        source,
        gaps,
    };
    Ok(render(&page))
}

#[derive(Deserialize)]
pub struct MonitoringSwitch {
    action: String,
}

pub async fn set_monitoring(State(web): State<Shared>, visitor: Visitor, Form(switch): Form<MonitoringSwitch>) -> Page {
    let paused = match switch.action.as_str() {
        "pause" => true,
        "resume" => false,
        other => return Err(Failure(Error::invalid(format!("action: {other:?} is not pause or resume")))),
    };
    let account = visitor.account.id.clone();
    web.run(move |app| app.set_monitoring_paused(&account, paused)).await.or_failure()?;
    Ok(Redirect::to("/app/monitoring").into_response())
}

// Deliveries

struct AttemptRow {
    at: String,
    destination: String,
    delivery: String,
    attempt: i64,
    status: String,
    duration_ms: i64,
    outcome: String,
}

fn attempt_row(a: AttemptListing, names: &DestinationNames) -> AttemptRow {
    AttemptRow {
        at: time(a.started_at),
        destination: destination_name(names, &a.destination_id, a.destination_kind),
        delivery: a.delivery_id,
        attempt: a.attempt,
        status: a.status.map_or("no answer".into(), |s| s.to_string()),
        duration_ms: a.duration_ms,
        outcome: a.error.or(a.response_head).unwrap_or_default(),
    }
}

#[derive(Template)]
#[template(path = "deliveries.html")]
struct DeliveriesPage {
    chrome: Chrome,
    destinations: DestinationNames,
    destination: String,
    attempts: Vec<AttemptRow>,
    deliveries: Vec<DeliveryRow>,
    notice: Option<String>,
}

#[derive(Deserialize)]
pub struct DeliveryFilter {
    #[serde(default)]
    destination: String,
}

/// The most recent deliveries, and attempts, a page lists.
const DELIVERIES_SHOWN: usize = 100;
const ATTEMPTS_SHOWN: u32 = 50;

async fn deliveries_page(web: &Shared, visitor: &Visitor, destination: String, notice: Option<String>) -> Page {
    let account = visitor.account.id.clone();
    let only = Some(destination.clone()).filter(|d| !d.is_empty());
    let (listed, attempts, destinations) = web
        .run(move |app| {
            let attempts = app.recent_attempts(&account, only.as_deref(), ATTEMPTS_SHOWN)?;
            Ok((app.list_deliveries(&account, None)?, attempts, app.destinations(&account)?))
        })
        .await
        .or_failure()?;
    let destinations = destination_names(destinations);
    let attempts = attempts.into_iter().map(|a| attempt_row(a, &destinations)).collect();
    let deliveries = listed
        .into_iter()
        .filter(|d| destination.is_empty() || d.destination_id == destination)
        .take(DELIVERIES_SHOWN)
        .map(|d| delivery_row(d, &destinations))
        .collect();
    Ok(render(&DeliveriesPage { chrome: chrome(visitor, "deliveries"), destinations, destination, attempts, deliveries, notice }))
}

pub async fn deliveries(State(web): State<Shared>, visitor: Visitor, Query(filter): Query<DeliveryFilter>) -> Page {
    deliveries_page(&web, &visitor, filter.destination, None).await
}

pub async fn resend(State(web): State<Shared>, visitor: Visitor, Path(id): Path<String>) -> Page {
    let account = visitor.account.id.clone();
    let delivery = id.clone();
    web.run(move |app| {
        app.ensure_owned(&account, Owned::Delivery(&delivery))?;
        app.resend(&delivery)
    })
    .await
    .or_failure()?;
    deliveries_page(&web, &visitor, String::new(), Some(format!("Delivery {id} is queued to be sent again."))).await
}
