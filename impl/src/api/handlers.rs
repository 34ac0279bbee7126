//! The generated `Api` trait, implemented by delegating to the shared read
//! core. Expected failures come back as the generated response variants.
use std::sync::Arc;

use async_trait::async_trait;
use swagger::{ApiError, Has, XSpanIdString};
use threadwatch_api::{
    models, Api, GetMatchResponse, GetMonitoringResponse, GetProductResponse, ListMatchesResponse,
    ListSearchesResponse,
};

use super::errors::read_error;
use super::Caller;
use crate::reads::{MatchQuery, ReadError, Reads};

#[derive(Clone)]
pub struct Handlers {
    pub reads: Arc<Reads>,
}

impl Handlers {
    /// Runs a read for the caller's account. On the request's thread, like the
    /// gate (see `super::api`, the front): the reads are short indexed queries.
    fn read<T, C>(
        &self,
        context: &C,
        f: impl FnOnce(&Reads, &str) -> Result<T, ReadError>,
    ) -> Result<T, (http::StatusCode, models::Error)>
    where
        C: Has<Caller> + Has<XSpanIdString>,
    {
        let account_id = &Has::<Caller>::get(context).account_id;
        f(&self.reads, account_id).map_err(|e| read_error(&e, &Has::<XSpanIdString>::get(context).0))
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
        Ok(match self.read(context, move |r, account| r.list_matches(account, &query)) {
            Ok(body) => ListMatchesResponse::Ok {
                body,
                x_rate_limit_limit: None,
                x_rate_limit_remaining: None,
                x_rate_limit_reset: None,
            },
            Err((status, e)) if status == 400 => ListMatchesResponse::BadRequest(e),
            Err((_, e)) => ListMatchesResponse::Internal(e),
        })
    }

    async fn get_match(&self, id: String, context: &C) -> Result<GetMatchResponse, ApiError> {
        Ok(match self.read(context, move |r, account| r.get_match(account, &id)) {
            Ok(body) => GetMatchResponse::Ok {
                body,
                x_rate_limit_limit: None,
                x_rate_limit_remaining: None,
                x_rate_limit_reset: None,
            },
            Err((status, e)) if status == 404 => GetMatchResponse::NotFound(e),
            Err((status, e)) if status == 400 => GetMatchResponse::BadRequest(e),
            Err((_, e)) => GetMatchResponse::Internal(e),
        })
    }

    async fn get_monitoring(&self, context: &C) -> Result<GetMonitoringResponse, ApiError> {
        Ok(match self.read(context, |r, account| r.get_monitoring(account)) {
            Ok(body) => GetMonitoringResponse::Ok {
                body,
                x_rate_limit_limit: None,
                x_rate_limit_remaining: None,
                x_rate_limit_reset: None,
            },
            Err((_, e)) => GetMonitoringResponse::Internal(e),
        })
    }

    async fn get_product(&self, context: &C) -> Result<GetProductResponse, ApiError> {
        Ok(match self.read(context, |r, account| r.get_product(account)) {
            Ok(body) => GetProductResponse::Ok {
                body,
                x_rate_limit_limit: None,
                x_rate_limit_remaining: None,
                x_rate_limit_reset: None,
            },
            Err((status, e)) if status == 404 => GetProductResponse::NotFound(e),
            Err((_, e)) => GetProductResponse::Internal(e),
        })
    }

    async fn list_searches(&self, context: &C) -> Result<ListSearchesResponse, ApiError> {
        Ok(match self.read(context, |r, account| r.list_searches(account)) {
            Ok(body) => ListSearchesResponse::Ok {
                body,
                x_rate_limit_limit: None,
                x_rate_limit_remaining: None,
                x_rate_limit_reset: None,
            },
            Err((_, e)) => ListSearchesResponse::Internal(e),
        })
    }
}
