//! The generated `Api` trait, implemented by delegating to the app's reads.
//! Expected failures come back as the generated response variants, chosen
//! by the kind of error.
use std::sync::Arc;
use std::time::Duration;

use async_trait::async_trait;
use swagger::{ApiError, Has, XSpanIdString};
use threadwatch_api::{
    models, Api, GetMatchResponse, GetMonitoringResponse, GetProductResponse, ListMatchesResponse,
    ListSearchesResponse,
};

use crate::access::Caller;
use crate::app::{App, MatchQuery};
use crate::error::Error;
use crate::offload;

#[derive(Clone)]
pub struct Handlers {
    pub app: Arc<App>,
    /// How long a read waits for a locked database (`offload`).
    pub wait: Duration,
}

/// How a failed read answers: which generated variant, with which body.
enum Failure {
    BadRequest(models::Error),
    NotFound(models::Error),
    /// The database stayed busy past the wait: try again after this many seconds.
    Unavailable(models::Error, i32),
    Internal(models::Error),
}

impl Handlers {
    /// Runs a read for the caller's account on the blocking pool (`offload`).
    async fn read<T, C>(
        &self,
        context: &C,
        f: impl FnOnce(&App, &str) -> Result<T, Error> + Send + 'static,
    ) -> Result<T, Failure>
    where
        T: Send + 'static,
        C: Has<Caller> + Has<XSpanIdString>,
    {
        let (app, account_id) = (self.app.clone(), Has::<Caller>::get(context).account_id.clone());
        offload::run(self.wait, move || f(&app, &account_id)).await.map_err(|e| {
            let body = e.body(&Has::<XSpanIdString>::get(context).0);
            match e {
                Error::InvalidParameter(_) | Error::InvalidCursor(_) => Failure::BadRequest(body),
                Error::NotFound(_) => Failure::NotFound(body),
                Error::Unavailable { retry_after, .. } => {
                    Failure::Unavailable(body, retry_after.map_or(1, |d| d.as_secs().max(1) as i32))
                }
                _ => Failure::Internal(body),
            }
        })
    }
}

/// The rate headers are set by the front (`super::api`) for every answer,
/// so handlers leave them empty.
#[async_trait]
impl<C> Api<C> for Handlers
where
    C: Has<Caller> + Has<XSpanIdString> + Send + Sync,
{
    async fn list_matches(
        &self,
        limit: Option<u32>,
        cursor: Option<String>,
        band: Option<models::BandFilter>,
        since: Option<chrono::DateTime<chrono::Utc>>,
        context: &C,
    ) -> Result<ListMatchesResponse, ApiError> {
        let query = MatchQuery { limit, cursor, band, since };
        Ok(match self.read(context, move |app, account| app.list_matches(account, &query)).await {
            Ok(body) => ListMatchesResponse::Ok {
                body,
                x_rate_limit_limit: None,
                x_rate_limit_remaining: None,
                x_rate_limit_reset: None,
            },
            Err(Failure::BadRequest(e)) => ListMatchesResponse::BadRequest(e),
            Err(Failure::Unavailable(body, secs)) => ListMatchesResponse::Unavailable { body, retry_after: Some(secs) },
            Err(Failure::NotFound(e) | Failure::Internal(e)) => ListMatchesResponse::Internal(e),
        })
    }

    async fn get_match(&self, id: String, context: &C) -> Result<GetMatchResponse, ApiError> {
        Ok(match self.read(context, move |app, account| app.get_match(account, &id)).await {
            Ok(body) => GetMatchResponse::Ok {
                body,
                x_rate_limit_limit: None,
                x_rate_limit_remaining: None,
                x_rate_limit_reset: None,
            },
            Err(Failure::NotFound(e)) => GetMatchResponse::NotFound(e),
            Err(Failure::BadRequest(e)) => GetMatchResponse::BadRequest(e),
            Err(Failure::Unavailable(body, secs)) => GetMatchResponse::Unavailable { body, retry_after: Some(secs) },
            Err(Failure::Internal(e)) => GetMatchResponse::Internal(e),
        })
    }

    async fn get_monitoring(&self, context: &C) -> Result<GetMonitoringResponse, ApiError> {
        Ok(match self.read(context, |app, account| app.get_monitoring(account)).await {
            Ok(body) => GetMonitoringResponse::Ok {
                body,
                x_rate_limit_limit: None,
                x_rate_limit_remaining: None,
                x_rate_limit_reset: None,
            },
            Err(Failure::Unavailable(body, secs)) => GetMonitoringResponse::Unavailable { body, retry_after: Some(secs) },
            Err(Failure::BadRequest(e) | Failure::NotFound(e) | Failure::Internal(e)) => GetMonitoringResponse::Internal(e),
        })
    }

    async fn get_product(&self, context: &C) -> Result<GetProductResponse, ApiError> {
        Ok(match self.read(context, |app, account| app.get_product(account)).await {
            Ok(body) => GetProductResponse::Ok {
                body,
                x_rate_limit_limit: None,
                x_rate_limit_remaining: None,
                x_rate_limit_reset: None,
            },
            Err(Failure::NotFound(e)) => GetProductResponse::NotFound(e),
            Err(Failure::Unavailable(body, secs)) => GetProductResponse::Unavailable { body, retry_after: Some(secs) },
            Err(Failure::BadRequest(e) | Failure::Internal(e)) => GetProductResponse::Internal(e),
        })
    }

    async fn list_searches(&self, context: &C) -> Result<ListSearchesResponse, ApiError> {
        Ok(match self.read(context, |app, account| app.list_searches(account)).await {
            Ok(body) => ListSearchesResponse::Ok {
                body,
                x_rate_limit_limit: None,
                x_rate_limit_remaining: None,
                x_rate_limit_reset: None,
            },
            Err(Failure::Unavailable(body, secs)) => ListSearchesResponse::Unavailable { body, retry_after: Some(secs) },
            Err(Failure::BadRequest(e) | Failure::NotFound(e) | Failure::Internal(e)) => ListSearchesResponse::Internal(e),
        })
    }
}
