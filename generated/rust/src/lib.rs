#![allow(missing_docs, trivial_casts, unused_variables, unused_mut, unused_imports, unused_extern_crates, unused_attributes, non_camel_case_types)]
#![allow(clippy::derive_partial_eq_without_eq, clippy::disallowed_names)]

use async_trait::async_trait;
use futures::Stream;
#[cfg(feature = "mock")]
use mockall::automock;
use std::error::Error;
use std::collections::BTreeSet;
use std::task::{Poll, Context};
use swagger::{ApiError, ContextWrapper, auth::Authorization};
use serde::{Serialize, Deserialize};

#[cfg(any(feature = "client", feature = "server"))]
type ServiceError = Box<dyn Error + Send + Sync + 'static>;

pub const BASE_PATH: &str = "/v1";
pub const API_VERSION: &str = "1.0.0";

mod auth;
pub use auth::{AuthenticationApi, Claims};


#[derive(Debug, PartialEq, Serialize, Deserialize)]
#[must_use]
pub enum ListMatchesResponse {
    /// A page of matches.
    Ok
    {
        body: models::MatchPage,
        x_rate_limit_limit:
        Option<
        i32
        >
        ,
        x_rate_limit_remaining:
        Option<
        i32
        >
        ,
        x_rate_limit_reset:
        Option<
        i32
        >
    }
    ,
    /// A query value out of range or unparsable (`invalid_parameter`, the message names the parameter), or a cursor not issued by the service or used with other filters (`invalid_cursor`). 
    BadRequest
    (models::Error)
    ,
    /// The key is missing, malformed, unknown or revoked (`unauthorized`).
    Unauthorized
    (models::Error)
    ,
    /// The key is valid but the trial ended unpaid or the subscription is inactive (`subscription_required`).
    SubscriptionRequired
    (models::Error)
    ,
    /// The API is read-only; only GET and HEAD are allowed (`method_not_allowed`).
    MethodNotAllowed
    {
        body: models::Error,
        allow:
        Option<
        String
        >
    }
    ,
    /// More than the allowed requests in a rolling minute for this key (`rate_limited`).
    RateLimited
    {
        body: models::Error,
        retry_after:
        Option<
        i32
        >
        ,
        x_rate_limit_limit:
        Option<
        i32
        >
        ,
        x_rate_limit_remaining:
        Option<
        i32
        >
        ,
        x_rate_limit_reset:
        Option<
        i32
        >
    }
    ,
    /// An unexpected failure (`internal`); the message carries a request id for support.
    Internal
    (models::Error)
    ,
    /// The service could not answer in time because its database is busy (another process holds its lock); try again after `Retry-After` seconds (`unavailable`). 
    Unavailable
    {
        body: models::Error,
        retry_after:
        Option<
        i32
        >
    }
}

#[derive(Debug, PartialEq, Serialize, Deserialize)]
#[must_use]
pub enum GetMatchResponse {
    /// The match.
    Ok
    {
        body: models::MatchDetail,
        x_rate_limit_limit:
        Option<
        i32
        >
        ,
        x_rate_limit_remaining:
        Option<
        i32
        >
        ,
        x_rate_limit_reset:
        Option<
        i32
        >
    }
    ,
    /// A query value out of range or unparsable (`invalid_parameter`, the message names the parameter), or a cursor not issued by the service or used with other filters (`invalid_cursor`). 
    BadRequest
    (models::Error)
    ,
    /// The key is missing, malformed, unknown or revoked (`unauthorized`).
    Unauthorized
    (models::Error)
    ,
    /// The key is valid but the trial ended unpaid or the subscription is inactive (`subscription_required`).
    SubscriptionRequired
    (models::Error)
    ,
    /// Nothing with that id for this key's account (`not_found`).
    NotFound
    (models::Error)
    ,
    /// The API is read-only; only GET and HEAD are allowed (`method_not_allowed`).
    MethodNotAllowed
    {
        body: models::Error,
        allow:
        Option<
        String
        >
    }
    ,
    /// More than the allowed requests in a rolling minute for this key (`rate_limited`).
    RateLimited
    {
        body: models::Error,
        retry_after:
        Option<
        i32
        >
        ,
        x_rate_limit_limit:
        Option<
        i32
        >
        ,
        x_rate_limit_remaining:
        Option<
        i32
        >
        ,
        x_rate_limit_reset:
        Option<
        i32
        >
    }
    ,
    /// An unexpected failure (`internal`); the message carries a request id for support.
    Internal
    (models::Error)
    ,
    /// The service could not answer in time because its database is busy (another process holds its lock); try again after `Retry-After` seconds (`unavailable`). 
    Unavailable
    {
        body: models::Error,
        retry_after:
        Option<
        i32
        >
    }
}

#[derive(Debug, PartialEq, Serialize, Deserialize)]
#[must_use]
pub enum GetMonitoringResponse {
    /// The monitoring state.
    Ok
    {
        body: models::Monitoring,
        x_rate_limit_limit:
        Option<
        i32
        >
        ,
        x_rate_limit_remaining:
        Option<
        i32
        >
        ,
        x_rate_limit_reset:
        Option<
        i32
        >
    }
    ,
    /// The key is missing, malformed, unknown or revoked (`unauthorized`).
    Unauthorized
    (models::Error)
    ,
    /// The key is valid but the trial ended unpaid or the subscription is inactive (`subscription_required`).
    SubscriptionRequired
    (models::Error)
    ,
    /// The API is read-only; only GET and HEAD are allowed (`method_not_allowed`).
    MethodNotAllowed
    {
        body: models::Error,
        allow:
        Option<
        String
        >
    }
    ,
    /// More than the allowed requests in a rolling minute for this key (`rate_limited`).
    RateLimited
    {
        body: models::Error,
        retry_after:
        Option<
        i32
        >
        ,
        x_rate_limit_limit:
        Option<
        i32
        >
        ,
        x_rate_limit_remaining:
        Option<
        i32
        >
        ,
        x_rate_limit_reset:
        Option<
        i32
        >
    }
    ,
    /// An unexpected failure (`internal`); the message carries a request id for support.
    Internal
    (models::Error)
    ,
    /// The service could not answer in time because its database is busy (another process holds its lock); try again after `Retry-After` seconds (`unavailable`). 
    Unavailable
    {
        body: models::Error,
        retry_after:
        Option<
        i32
        >
    }
}

#[derive(Debug, PartialEq, Serialize, Deserialize)]
#[must_use]
pub enum GetProductResponse {
    /// The product.
    Ok
    {
        body: models::Product,
        x_rate_limit_limit:
        Option<
        i32
        >
        ,
        x_rate_limit_remaining:
        Option<
        i32
        >
        ,
        x_rate_limit_reset:
        Option<
        i32
        >
    }
    ,
    /// The key is missing, malformed, unknown or revoked (`unauthorized`).
    Unauthorized
    (models::Error)
    ,
    /// The key is valid but the trial ended unpaid or the subscription is inactive (`subscription_required`).
    SubscriptionRequired
    (models::Error)
    ,
    /// Nothing with that id for this key's account (`not_found`).
    NotFound
    (models::Error)
    ,
    /// The API is read-only; only GET and HEAD are allowed (`method_not_allowed`).
    MethodNotAllowed
    {
        body: models::Error,
        allow:
        Option<
        String
        >
    }
    ,
    /// More than the allowed requests in a rolling minute for this key (`rate_limited`).
    RateLimited
    {
        body: models::Error,
        retry_after:
        Option<
        i32
        >
        ,
        x_rate_limit_limit:
        Option<
        i32
        >
        ,
        x_rate_limit_remaining:
        Option<
        i32
        >
        ,
        x_rate_limit_reset:
        Option<
        i32
        >
    }
    ,
    /// An unexpected failure (`internal`); the message carries a request id for support.
    Internal
    (models::Error)
    ,
    /// The service could not answer in time because its database is busy (another process holds its lock); try again after `Retry-After` seconds (`unavailable`). 
    Unavailable
    {
        body: models::Error,
        retry_after:
        Option<
        i32
        >
    }
}

#[derive(Debug, PartialEq, Serialize, Deserialize)]
#[must_use]
pub enum ListSearchesResponse {
    /// Every search of the account.
    Ok
    {
        body: models::SearchList,
        x_rate_limit_limit:
        Option<
        i32
        >
        ,
        x_rate_limit_remaining:
        Option<
        i32
        >
        ,
        x_rate_limit_reset:
        Option<
        i32
        >
    }
    ,
    /// The key is missing, malformed, unknown or revoked (`unauthorized`).
    Unauthorized
    (models::Error)
    ,
    /// The key is valid but the trial ended unpaid or the subscription is inactive (`subscription_required`).
    SubscriptionRequired
    (models::Error)
    ,
    /// The API is read-only; only GET and HEAD are allowed (`method_not_allowed`).
    MethodNotAllowed
    {
        body: models::Error,
        allow:
        Option<
        String
        >
    }
    ,
    /// More than the allowed requests in a rolling minute for this key (`rate_limited`).
    RateLimited
    {
        body: models::Error,
        retry_after:
        Option<
        i32
        >
        ,
        x_rate_limit_limit:
        Option<
        i32
        >
        ,
        x_rate_limit_remaining:
        Option<
        i32
        >
        ,
        x_rate_limit_reset:
        Option<
        i32
        >
    }
    ,
    /// An unexpected failure (`internal`); the message carries a request id for support.
    Internal
    (models::Error)
    ,
    /// The service could not answer in time because its database is busy (another process holds its lock); try again after `Retry-After` seconds (`unavailable`). 
    Unavailable
    {
        body: models::Error,
        retry_after:
        Option<
        i32
        >
    }
}

/// API
#[cfg_attr(feature = "mock", automock)]
#[async_trait]
#[allow(clippy::too_many_arguments, clippy::ptr_arg)]
pub trait Api<C: Send + Sync> {
    /// List recent matches, newest first
    async fn list_matches(
        &self,
        limit: Option<u32>,
        cursor: Option<String>,
        band: Option<models::BandFilter>,
        since: Option<chrono::DateTime::<chrono::Utc>>,
        context: &C) -> Result<ListMatchesResponse, ApiError>;

    /// One match with its reason, suggested reply and delivery results
    async fn get_match(
        &self,
        id: String,
        context: &C) -> Result<GetMatchResponse, ApiError>;

    /// Monitoring state, the last review and the destinations
    async fn get_monitoring(
        &self,
        context: &C) -> Result<GetMonitoringResponse, ApiError>;

    /// The product profile, its derived understanding and the monitoring state
    async fn get_product(
        &self,
        context: &C) -> Result<GetProductResponse, ApiError>;

    /// The searches currently monitoring Reddit for the product
    async fn list_searches(
        &self,
        context: &C) -> Result<ListSearchesResponse, ApiError>;

}

/// API where `Context` isn't passed on every API call
#[cfg_attr(feature = "mock", automock)]
#[async_trait]
#[allow(clippy::too_many_arguments, clippy::ptr_arg)]
pub trait ApiNoContext<C: Send + Sync> {
    // The std::task::Context struct houses a reference to std::task::Waker with the lifetime <'a>.
    // Adding an anonymous lifetime `'a` to allow mockall to create a mock object with the right lifetimes.
    // This is needed because the compiler is unable to determine the lifetimes on F's trait bound
    // where F is the closure created by mockall. We use higher-rank trait bounds here to get around this.

    fn context(&self) -> &C;

    /// List recent matches, newest first
    async fn list_matches(
        &self,
        limit: Option<u32>,
        cursor: Option<String>,
        band: Option<models::BandFilter>,
        since: Option<chrono::DateTime::<chrono::Utc>>,
        ) -> Result<ListMatchesResponse, ApiError>;

    /// One match with its reason, suggested reply and delivery results
    async fn get_match(
        &self,
        id: String,
        ) -> Result<GetMatchResponse, ApiError>;

    /// Monitoring state, the last review and the destinations
    async fn get_monitoring(
        &self,
        ) -> Result<GetMonitoringResponse, ApiError>;

    /// The product profile, its derived understanding and the monitoring state
    async fn get_product(
        &self,
        ) -> Result<GetProductResponse, ApiError>;

    /// The searches currently monitoring Reddit for the product
    async fn list_searches(
        &self,
        ) -> Result<ListSearchesResponse, ApiError>;

}

/// Trait to extend an API to make it easy to bind it to a context.
pub trait ContextWrapperExt<C: Send + Sync> where Self: Sized
{
    /// Binds this API to a context.
    fn with_context(self, context: C) -> ContextWrapper<Self, C>;
}

impl<T: Api<C> + Send + Sync, C: Clone + Send + Sync> ContextWrapperExt<C> for T {
    fn with_context(self: T, context: C) -> ContextWrapper<T, C> {
         ContextWrapper::<T, C>::new(self, context)
    }
}

#[async_trait]
impl<T: Api<C> + Send + Sync, C: Clone + Send + Sync> ApiNoContext<C> for ContextWrapper<T, C> {
    fn context(&self) -> &C {
        ContextWrapper::context(self)
    }

    /// List recent matches, newest first
    async fn list_matches(
        &self,
        limit: Option<u32>,
        cursor: Option<String>,
        band: Option<models::BandFilter>,
        since: Option<chrono::DateTime::<chrono::Utc>>,
        ) -> Result<ListMatchesResponse, ApiError>
    {
        let context = self.context().clone();
        self.api().list_matches(limit, cursor, band, since, &context).await
    }

    /// One match with its reason, suggested reply and delivery results
    async fn get_match(
        &self,
        id: String,
        ) -> Result<GetMatchResponse, ApiError>
    {
        let context = self.context().clone();
        self.api().get_match(id, &context).await
    }

    /// Monitoring state, the last review and the destinations
    async fn get_monitoring(
        &self,
        ) -> Result<GetMonitoringResponse, ApiError>
    {
        let context = self.context().clone();
        self.api().get_monitoring(&context).await
    }

    /// The product profile, its derived understanding and the monitoring state
    async fn get_product(
        &self,
        ) -> Result<GetProductResponse, ApiError>
    {
        let context = self.context().clone();
        self.api().get_product(&context).await
    }

    /// The searches currently monitoring Reddit for the product
    async fn list_searches(
        &self,
        ) -> Result<ListSearchesResponse, ApiError>
    {
        let context = self.context().clone();
        self.api().list_searches(&context).await
    }

}


#[cfg(feature = "client")]
pub mod client;

// Re-export Client as a top-level name
#[cfg(feature = "client")]
pub use client::Client;

#[cfg(feature = "server")]
pub mod server;

// Re-export router() as a top-level name
#[cfg(feature = "server")]
pub use self::server::Service;

#[cfg(feature = "server")]
pub mod context;

pub mod models;

#[cfg(any(feature = "client", feature = "server"))]
pub(crate) mod header;
