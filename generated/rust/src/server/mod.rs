use bytes::Bytes;
use futures::{future, future::BoxFuture, Stream, stream, future::FutureExt, stream::TryStreamExt};
use http_body_util::{combinators::BoxBody, Full};
use hyper::{body::{Body, Incoming}, HeaderMap, Request, Response, StatusCode};
use hyper::header::{HeaderName, HeaderValue, CONTENT_TYPE};
use log::warn;
#[cfg(feature = "validate")]
use serde_valid::Validate;
#[allow(unused_imports)]
use std::convert::{TryFrom, TryInto};
use std::{convert::Infallible, error::Error};
use std::future::Future;
use std::marker::PhantomData;
use std::task::{Context, Poll};
use swagger::{ApiError, BodyExt, Has, RequestParser, XSpanIdString};
pub use swagger::auth::Authorization;
use swagger::auth::Scopes;
use url::form_urlencoded;

#[allow(unused_imports)]
use crate::{models, header, AuthenticationApi};

pub use crate::context;

type ServiceFuture = BoxFuture<'static, Result<Response<BoxBody<Bytes, Infallible>>, crate::ServiceError>>;

use crate::{Api,
     ListMatchesResponse,
     GetMatchResponse,
     GetMonitoringResponse,
     GetProductResponse,
     ListSearchesResponse
};

mod server_auth;

mod paths {
    use lazy_static::lazy_static;

    lazy_static! {
        pub static ref GLOBAL_REGEX_SET: regex::RegexSet = regex::RegexSet::new(vec![
            r"^/v1/matches$",
            r"^/v1/matches/(?P<id>[^/?#]*)$",
            r"^/v1/monitoring$",
            r"^/v1/product$",
            r"^/v1/searches$"
        ])
        .expect("Unable to create global regex set");
    }
    pub(crate) static ID_MATCHES: usize = 0;
    pub(crate) static ID_MATCHES_ID: usize = 1;
    lazy_static! {
        pub static ref REGEX_MATCHES_ID: regex::Regex =
            #[allow(clippy::invalid_regex)]
            regex::Regex::new(r"^/v1/matches/(?P<id>[^/?#]*)$")
                .expect("Unable to create regex for MATCHES_ID");
    }
    pub(crate) static ID_MONITORING: usize = 2;
    pub(crate) static ID_PRODUCT: usize = 3;
    pub(crate) static ID_SEARCHES: usize = 4;
}


pub struct MakeService<T, C>
where
    T: Api<C> + Clone + Send + 'static,
    C: Has<XSpanIdString> + Has<Option<Authorization>> + Send + Sync + 'static
{
    api_impl: T,
    marker: PhantomData<C>,
    validation: bool
}

impl<T, C> MakeService<T, C>
where
    T: Api<C> + Clone + Send + 'static,
    C: Has<XSpanIdString> + Has<Option<Authorization>> + Send + Sync + 'static
{
    pub fn new(api_impl: T) -> Self {
        MakeService {
            api_impl,
            marker: PhantomData,
            validation: false
        }
    }

    // Turn on/off validation for the service being made.
    #[cfg(feature = "validate")]
    pub fn set_validation(&mut self, validation: bool) {
        self.validation = validation;
    }
}

impl<T, C> Clone for MakeService<T, C>
where
    T: Api<C> + Clone + Send + 'static,
    C: Has<XSpanIdString>  + Has<Option<Authorization>> + Send + Sync + 'static
{
    fn clone(&self) -> Self {
        Self {
            api_impl: self.api_impl.clone(),
            marker: PhantomData,
            validation: self.validation
        }
    }
}

impl<T, C, Target> hyper::service::Service<Target> for MakeService<T, C>
where
    T: Api<C> + Clone + Send + 'static,
    C: Has<XSpanIdString> + Has<Option<Authorization>> + Send + Sync + 'static
{
    type Response = Service<T, C>;
    type Error = crate::ServiceError;
    type Future = future::Ready<Result<Self::Response, Self::Error>>;

    fn call(&self, target: Target) -> Self::Future {
        let service = Service::new(self.api_impl.clone(), self.validation);

        future::ok(service)
    }
}

fn method_not_allowed() -> Result<Response<BoxBody<Bytes, Infallible>>, crate::ServiceError> {
    Ok(
        Response::builder().status(StatusCode::METHOD_NOT_ALLOWED)
            .body(BoxBody::new(http_body_util::Empty::new()))
            .expect("Unable to create Method Not Allowed response")
    )
}

#[allow(unused_macros)]
#[cfg(not(feature = "validate"))]
macro_rules! run_validation {
    ($parameter:tt, $base_name:tt, $validation:tt) => ();
}

#[allow(unused_macros)]
#[cfg(feature = "validate")]
macro_rules! run_validation {
    ($parameter:tt, $base_name:tt, $validation:tt) => {
        let $parameter = if $validation {
            match $parameter.validate() {
            Ok(()) => $parameter,
            Err(e) => return Ok(Response::builder()
                                    .status(StatusCode::BAD_REQUEST)
                                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                                    .body(BoxBody::new(format!("Invalid value in body parameter {}: {}", $base_name, e)))
                                    .expect(&format!("Unable to create Bad Request response for invalid value in body parameter {}", $base_name))),
            }
        } else {
            $parameter
        };
    }
}

pub struct Service<T, C> where
    T: Api<C> + Clone + Send + 'static,
    C: Has<XSpanIdString> + Has<Option<Authorization>> + Send + Sync + 'static
{
    api_impl: T,
    marker: PhantomData<C>,
    // Enable regex pattern validation of received JSON models
    validation: bool,
}

impl<T, C> Service<T, C> where
    T: Api<C> + Clone + Send + 'static,
    C: Has<XSpanIdString> + Has<Option<Authorization>> + Send + Sync + 'static
{
    pub fn new(api_impl: T, validation: bool) -> Self {
        Service {
            api_impl,
            marker: PhantomData,
            validation,
        }
    }
    #[cfg(feature = "validate")]
    pub fn set_validation(&mut self, validation: bool) {
        self.validation = validation
    }

}

impl<T, C> Clone for Service<T, C> where
    T: Api<C> + Clone + Send + 'static,
    C: Has<XSpanIdString> + Has<Option<Authorization>> + Send + Sync + 'static
{
    fn clone(&self) -> Self {
        Service {
            api_impl: self.api_impl.clone(),
            marker: self.marker,
            validation: self.validation,
        }
    }
}

#[allow(dead_code)]
fn body_from_string(s: String) -> BoxBody<Bytes, Infallible> {
    BoxBody::new(Full::new(Bytes::from(s)))
}

fn body_from_str(s: &str) -> BoxBody<Bytes, Infallible> {
    BoxBody::new(Full::new(Bytes::copy_from_slice(s.as_bytes())))
}

impl<T, C, ReqBody> hyper::service::Service<(Request<ReqBody>, C)> for Service<T, C> where
    T: Api<C> + Clone + Send + Sync + 'static,
    C: Has<XSpanIdString> + Has<Option<Authorization>> + Send + Sync + 'static,
    ReqBody: Body + Send + 'static,
    ReqBody::Error: Into<Box<dyn Error + Send + Sync>> + Send,
    ReqBody::Data: Send,
{
    type Response = Response<BoxBody<Bytes, Infallible>>;
    type Error = crate::ServiceError;
    type Future = ServiceFuture;

    fn call(&self, req: (Request<ReqBody>, C)) -> Self::Future {
        async fn run<T, C, ReqBody>(
            mut api_impl: T,
            req: (Request<ReqBody>, C),
            validation: bool,
        ) -> Result<Response<BoxBody<Bytes, Infallible>>, crate::ServiceError>
        where
            T: Api<C> + Clone + Send + 'static,
            C: Has<XSpanIdString> + Has<Option<Authorization>> + Send + Sync + 'static,
            ReqBody: Body + Send + 'static,
            ReqBody::Error: Into<Box<dyn Error + Send + Sync>> + Send,
            ReqBody::Data: Send,
        {
            let (request, context) = req;
            let (parts, body) = request.into_parts();
            let (method, uri, headers) = (parts.method, parts.uri, parts.headers);
            let path = paths::GLOBAL_REGEX_SET.matches(uri.path());

            match method {

            // ListMatches - GET /matches
            hyper::Method::GET if path.matched(paths::ID_MATCHES) => {
                handle_list_matches(api_impl, uri, headers, body, context, validation).await
            },

            // GetMatch - GET /matches/{id}
            hyper::Method::GET if path.matched(paths::ID_MATCHES_ID) => {
                handle_get_match(api_impl, uri, headers, body, context, validation).await
            },

            // GetMonitoring - GET /monitoring
            hyper::Method::GET if path.matched(paths::ID_MONITORING) => {
                handle_get_monitoring(api_impl, uri, headers, body, context, validation).await
            },

            // GetProduct - GET /product
            hyper::Method::GET if path.matched(paths::ID_PRODUCT) => {
                handle_get_product(api_impl, uri, headers, body, context, validation).await
            },

            // ListSearches - GET /searches
            hyper::Method::GET if path.matched(paths::ID_SEARCHES) => {
                handle_list_searches(api_impl, uri, headers, body, context, validation).await
            },

            _ if path.matched(paths::ID_MATCHES) => method_not_allowed(),
            _ if path.matched(paths::ID_MATCHES_ID) => method_not_allowed(),
            _ if path.matched(paths::ID_MONITORING) => method_not_allowed(),
            _ if path.matched(paths::ID_PRODUCT) => method_not_allowed(),
            _ if path.matched(paths::ID_SEARCHES) => method_not_allowed(),
                _ => Ok(Response::builder().status(StatusCode::NOT_FOUND)
                        .body(BoxBody::new(http_body_util::Empty::new()))
                        .expect("Unable to create Not Found response"))
            }
        }
        Box::pin(run(
            self.api_impl.clone(),
            req,
            self.validation
        ))
    }
}

#[allow(unused_variables)]
async fn handle_list_matches<T, C, ReqBody>(
    mut api_impl: T,
    uri: hyper::Uri,
    headers: HeaderMap,
    body: ReqBody,
    context: C,
    validation: bool,
) -> Result<Response<BoxBody<Bytes, Infallible>>, crate::ServiceError>
where
    T: Api<C> + Clone + Send + 'static,
    C: Has<XSpanIdString> + Has<Option<Authorization>> + Send + Sync + 'static,
    ReqBody: Body + Send + 'static,
    ReqBody::Error: Into<Box<dyn Error + Send + Sync>> + Send,
    ReqBody::Data: Send,
{
                {
                    let authorization = match *(&context as &dyn Has<Option<Authorization>>).get() {
                        Some(ref authorization) => authorization,
                        None => return Ok(Response::builder()
                                                .status(StatusCode::FORBIDDEN)
                                                .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                                                .body(body_from_str("Unauthenticated"))
                                                .expect("Unable to create Authentication Forbidden response")),
                    };
                }

                // Query parameters (note that non-required or collection query parameters will ignore garbage values, rather than causing a 400 response)
                let query_params = form_urlencoded::parse(uri.query().unwrap_or_default().as_bytes()).collect::<Vec<_>>();
                let param_limit = query_params.iter().filter(|e| e.0 == "limit").map(|e| e.1.clone())
                    .next();
                let param_limit = match param_limit {
                    Some(param_limit) => {
                        let param_limit =
                            <u32 as std::str::FromStr>::from_str
                                (&param_limit);
                        match param_limit {
                            Ok(param_limit) => Some(param_limit),
                            Err(e) => return Ok(Response::builder()
                                .status(StatusCode::BAD_REQUEST)
                                .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                                .body(body_from_string(format!("Couldn't parse query parameter limit - doesn't match schema: {e}")))
                                .expect("Unable to create Bad Request response for invalid query parameter limit")),
                        }
                    },
                    None => None,
                };
                let param_cursor = query_params.iter().filter(|e| e.0 == "cursor").map(|e| e.1.clone())
                    .next();
                let param_cursor = match param_cursor {
                    Some(param_cursor) => {
                        let param_cursor =
                            <String as std::str::FromStr>::from_str
                                (&param_cursor);
                        match param_cursor {
                            Ok(param_cursor) => Some(param_cursor),
                            Err(e) => return Ok(Response::builder()
                                .status(StatusCode::BAD_REQUEST)
                                .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                                .body(body_from_string(format!("Couldn't parse query parameter cursor - doesn't match schema: {e}")))
                                .expect("Unable to create Bad Request response for invalid query parameter cursor")),
                        }
                    },
                    None => None,
                };
                let param_band = query_params.iter().filter(|e| e.0 == "band").map(|e| e.1.clone())
                    .next();
                let param_band = match param_band {
                    Some(param_band) => {
                        let param_band =
                            <models::BandFilter as std::str::FromStr>::from_str
                                (&param_band);
                        match param_band {
                            Ok(param_band) => Some(param_band),
                            Err(e) => return Ok(Response::builder()
                                .status(StatusCode::BAD_REQUEST)
                                .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                                .body(body_from_string(format!("Couldn't parse query parameter band - doesn't match schema: {e}")))
                                .expect("Unable to create Bad Request response for invalid query parameter band")),
                        }
                    },
                    None => None,
                };
    #[cfg(not(feature = "validate"))]
                run_validation!(param_band, "band", validation);
                let param_since = query_params.iter().filter(|e| e.0 == "since").map(|e| e.1.clone())
                    .next();
                let param_since = match param_since {
                    Some(param_since) => {
                        let param_since =
                            <chrono::DateTime::<chrono::Utc> as std::str::FromStr>::from_str
                                (&param_since);
                        match param_since {
                            Ok(param_since) => Some(param_since),
                            Err(e) => return Ok(Response::builder()
                                .status(StatusCode::BAD_REQUEST)
                                .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                                .body(body_from_string(format!("Couldn't parse query parameter since - doesn't match schema: {e}")))
                                .expect("Unable to create Bad Request response for invalid query parameter since")),
                        }
                    },
                    None => None,
                };

                                let result = api_impl.list_matches(
                                            param_limit,
                                            param_cursor,
                                            param_band,
                                            param_since,
                                        &context
                                    ).await;
                                let mut response = Response::new(BoxBody::new(http_body_util::Empty::new()));
                                response.headers_mut().insert(
                                            HeaderName::from_static("x-span-id"),
                                            HeaderValue::from_str((&context as &dyn Has<XSpanIdString>).get().0.clone().as_str())
                                                .expect("Unable to create X-Span-ID header value"));

                                        match result {
                                            Ok(rsp) => match rsp {
                                                ListMatchesResponse::Ok
                                                    {
                                                        body,
                                                        x_rate_limit_limit,
                                                        x_rate_limit_remaining,
                                                        x_rate_limit_reset
                                                    }
                                                => {
                                                    *response.status_mut() = StatusCode::from_u16(200).expect("Unable to turn 200 into a StatusCode");

                                                    if let Some(x_rate_limit_limit) = x_rate_limit_limit {
                                                    let x_rate_limit_limit = match header::IntoHeaderValue(x_rate_limit_limit).try_into() {
                                                        Ok(val) => val,
                                                        Err(e) => {
                                                            return Ok(Response::builder()
                                                                    .status(StatusCode::INTERNAL_SERVER_ERROR)
                                                                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                                                                    .body(body_from_string(format!("An internal server error occurred handling x_rate_limit_limit header - {e}")))
                                                                    .expect("Unable to create Internal Server Error for invalid response header"))
                                                        }
                                                    };

                                                    response.headers_mut().insert(
                                                        HeaderName::from_static("x-ratelimit-limit"),
                                                        x_rate_limit_limit
                                                    );
                                                    }

                                                    if let Some(x_rate_limit_remaining) = x_rate_limit_remaining {
                                                    let x_rate_limit_remaining = match header::IntoHeaderValue(x_rate_limit_remaining).try_into() {
                                                        Ok(val) => val,
                                                        Err(e) => {
                                                            return Ok(Response::builder()
                                                                    .status(StatusCode::INTERNAL_SERVER_ERROR)
                                                                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                                                                    .body(body_from_string(format!("An internal server error occurred handling x_rate_limit_remaining header - {e}")))
                                                                    .expect("Unable to create Internal Server Error for invalid response header"))
                                                        }
                                                    };

                                                    response.headers_mut().insert(
                                                        HeaderName::from_static("x-ratelimit-remaining"),
                                                        x_rate_limit_remaining
                                                    );
                                                    }

                                                    if let Some(x_rate_limit_reset) = x_rate_limit_reset {
                                                    let x_rate_limit_reset = match header::IntoHeaderValue(x_rate_limit_reset).try_into() {
                                                        Ok(val) => val,
                                                        Err(e) => {
                                                            return Ok(Response::builder()
                                                                    .status(StatusCode::INTERNAL_SERVER_ERROR)
                                                                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                                                                    .body(body_from_string(format!("An internal server error occurred handling x_rate_limit_reset header - {e}")))
                                                                    .expect("Unable to create Internal Server Error for invalid response header"))
                                                        }
                                                    };

                                                    response.headers_mut().insert(
                                                        HeaderName::from_static("x-ratelimit-reset"),
                                                        x_rate_limit_reset
                                                    );
                                                    }
                                                    response.headers_mut().insert(
                                                        CONTENT_TYPE,
                                                        HeaderValue::from_static("application/json"));
                                                    // JSON Body
                                                    let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                                                    *response.body_mut() = body_from_string(body);

                                                },
                                                ListMatchesResponse::BadRequest
                                                    (body)
                                                => {
                                                    *response.status_mut() = StatusCode::from_u16(400).expect("Unable to turn 400 into a StatusCode");
                                                    response.headers_mut().insert(
                                                        CONTENT_TYPE,
                                                        HeaderValue::from_static("application/json"));
                                                    // JSON Body
                                                    let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                                                    *response.body_mut() = body_from_string(body);

                                                },
                                                ListMatchesResponse::Unauthorized
                                                    (body)
                                                => {
                                                    *response.status_mut() = StatusCode::from_u16(401).expect("Unable to turn 401 into a StatusCode");
                                                    response.headers_mut().insert(
                                                        CONTENT_TYPE,
                                                        HeaderValue::from_static("application/json"));
                                                    // JSON Body
                                                    let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                                                    *response.body_mut() = body_from_string(body);

                                                },
                                                ListMatchesResponse::SubscriptionRequired
                                                    (body)
                                                => {
                                                    *response.status_mut() = StatusCode::from_u16(403).expect("Unable to turn 403 into a StatusCode");
                                                    response.headers_mut().insert(
                                                        CONTENT_TYPE,
                                                        HeaderValue::from_static("application/json"));
                                                    // JSON Body
                                                    let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                                                    *response.body_mut() = body_from_string(body);

                                                },
                                                ListMatchesResponse::MethodNotAllowed
                                                    {
                                                        body,
                                                        allow
                                                    }
                                                => {
                                                    *response.status_mut() = StatusCode::from_u16(405).expect("Unable to turn 405 into a StatusCode");

                                                    if let Some(allow) = allow {
                                                    let allow = match header::IntoHeaderValue(allow).try_into() {
                                                        Ok(val) => val,
                                                        Err(e) => {
                                                            return Ok(Response::builder()
                                                                    .status(StatusCode::INTERNAL_SERVER_ERROR)
                                                                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                                                                    .body(body_from_string(format!("An internal server error occurred handling allow header - {e}")))
                                                                    .expect("Unable to create Internal Server Error for invalid response header"))
                                                        }
                                                    };

                                                    response.headers_mut().insert(
                                                        HeaderName::from_static("allow"),
                                                        allow
                                                    );
                                                    }
                                                    response.headers_mut().insert(
                                                        CONTENT_TYPE,
                                                        HeaderValue::from_static("application/json"));
                                                    // JSON Body
                                                    let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                                                    *response.body_mut() = body_from_string(body);

                                                },
                                                ListMatchesResponse::RateLimited
                                                    {
                                                        body,
                                                        retry_after,
                                                        x_rate_limit_limit,
                                                        x_rate_limit_remaining,
                                                        x_rate_limit_reset
                                                    }
                                                => {
                                                    *response.status_mut() = StatusCode::from_u16(429).expect("Unable to turn 429 into a StatusCode");

                                                    if let Some(retry_after) = retry_after {
                                                    let retry_after = match header::IntoHeaderValue(retry_after).try_into() {
                                                        Ok(val) => val,
                                                        Err(e) => {
                                                            return Ok(Response::builder()
                                                                    .status(StatusCode::INTERNAL_SERVER_ERROR)
                                                                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                                                                    .body(body_from_string(format!("An internal server error occurred handling retry_after header - {e}")))
                                                                    .expect("Unable to create Internal Server Error for invalid response header"))
                                                        }
                                                    };

                                                    response.headers_mut().insert(
                                                        HeaderName::from_static("retry-after"),
                                                        retry_after
                                                    );
                                                    }

                                                    if let Some(x_rate_limit_limit) = x_rate_limit_limit {
                                                    let x_rate_limit_limit = match header::IntoHeaderValue(x_rate_limit_limit).try_into() {
                                                        Ok(val) => val,
                                                        Err(e) => {
                                                            return Ok(Response::builder()
                                                                    .status(StatusCode::INTERNAL_SERVER_ERROR)
                                                                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                                                                    .body(body_from_string(format!("An internal server error occurred handling x_rate_limit_limit header - {e}")))
                                                                    .expect("Unable to create Internal Server Error for invalid response header"))
                                                        }
                                                    };

                                                    response.headers_mut().insert(
                                                        HeaderName::from_static("x-ratelimit-limit"),
                                                        x_rate_limit_limit
                                                    );
                                                    }

                                                    if let Some(x_rate_limit_remaining) = x_rate_limit_remaining {
                                                    let x_rate_limit_remaining = match header::IntoHeaderValue(x_rate_limit_remaining).try_into() {
                                                        Ok(val) => val,
                                                        Err(e) => {
                                                            return Ok(Response::builder()
                                                                    .status(StatusCode::INTERNAL_SERVER_ERROR)
                                                                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                                                                    .body(body_from_string(format!("An internal server error occurred handling x_rate_limit_remaining header - {e}")))
                                                                    .expect("Unable to create Internal Server Error for invalid response header"))
                                                        }
                                                    };

                                                    response.headers_mut().insert(
                                                        HeaderName::from_static("x-ratelimit-remaining"),
                                                        x_rate_limit_remaining
                                                    );
                                                    }

                                                    if let Some(x_rate_limit_reset) = x_rate_limit_reset {
                                                    let x_rate_limit_reset = match header::IntoHeaderValue(x_rate_limit_reset).try_into() {
                                                        Ok(val) => val,
                                                        Err(e) => {
                                                            return Ok(Response::builder()
                                                                    .status(StatusCode::INTERNAL_SERVER_ERROR)
                                                                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                                                                    .body(body_from_string(format!("An internal server error occurred handling x_rate_limit_reset header - {e}")))
                                                                    .expect("Unable to create Internal Server Error for invalid response header"))
                                                        }
                                                    };

                                                    response.headers_mut().insert(
                                                        HeaderName::from_static("x-ratelimit-reset"),
                                                        x_rate_limit_reset
                                                    );
                                                    }
                                                    response.headers_mut().insert(
                                                        CONTENT_TYPE,
                                                        HeaderValue::from_static("application/json"));
                                                    // JSON Body
                                                    let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                                                    *response.body_mut() = body_from_string(body);

                                                },
                                                ListMatchesResponse::Internal
                                                    (body)
                                                => {
                                                    *response.status_mut() = StatusCode::from_u16(500).expect("Unable to turn 500 into a StatusCode");
                                                    response.headers_mut().insert(
                                                        CONTENT_TYPE,
                                                        HeaderValue::from_static("application/json"));
                                                    // JSON Body
                                                    let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                                                    *response.body_mut() = body_from_string(body);

                                                },
                                                ListMatchesResponse::Unavailable
                                                    {
                                                        body,
                                                        retry_after
                                                    }
                                                => {
                                                    *response.status_mut() = StatusCode::from_u16(503).expect("Unable to turn 503 into a StatusCode");

                                                    if let Some(retry_after) = retry_after {
                                                    let retry_after = match header::IntoHeaderValue(retry_after).try_into() {
                                                        Ok(val) => val,
                                                        Err(e) => {
                                                            return Ok(Response::builder()
                                                                    .status(StatusCode::INTERNAL_SERVER_ERROR)
                                                                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                                                                    .body(body_from_string(format!("An internal server error occurred handling retry_after header - {e}")))
                                                                    .expect("Unable to create Internal Server Error for invalid response header"))
                                                        }
                                                    };

                                                    response.headers_mut().insert(
                                                        HeaderName::from_static("retry-after"),
                                                        retry_after
                                                    );
                                                    }
                                                    response.headers_mut().insert(
                                                        CONTENT_TYPE,
                                                        HeaderValue::from_static("application/json"));
                                                    // JSON Body
                                                    let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                                                    *response.body_mut() = body_from_string(body);

                                                },
                                            },
                                            Err(_) => {
                                                // Application code returned an error. This should not happen, as the implementation should
                                                // return a valid response.
                                                *response.status_mut() = StatusCode::INTERNAL_SERVER_ERROR;
                                                response.headers_mut().insert(
                                                    CONTENT_TYPE,
                                                    HeaderValue::from_static("text/plain"),
                                                );
                                                *response.body_mut() = body_from_str("An internal error occurred");
                                            },
                                        }

                                        Ok(response)
}

#[allow(unused_variables)]
async fn handle_get_match<T, C, ReqBody>(
    mut api_impl: T,
    uri: hyper::Uri,
    headers: HeaderMap,
    body: ReqBody,
    context: C,
    validation: bool,
) -> Result<Response<BoxBody<Bytes, Infallible>>, crate::ServiceError>
where
    T: Api<C> + Clone + Send + 'static,
    C: Has<XSpanIdString> + Has<Option<Authorization>> + Send + Sync + 'static,
    ReqBody: Body + Send + 'static,
    ReqBody::Error: Into<Box<dyn Error + Send + Sync>> + Send,
    ReqBody::Data: Send,
{
                {
                    let authorization = match *(&context as &dyn Has<Option<Authorization>>).get() {
                        Some(ref authorization) => authorization,
                        None => return Ok(Response::builder()
                                                .status(StatusCode::FORBIDDEN)
                                                .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                                                .body(body_from_str("Unauthenticated"))
                                                .expect("Unable to create Authentication Forbidden response")),
                    };
                }

                // Path parameters
                let path: &str = uri.path();
                let path_params =
                    paths::REGEX_MATCHES_ID
                    .captures(path)
                    .unwrap_or_else(||
                        panic!("Path {} matched RE MATCHES_ID in set but failed match against \"{}\"", path, paths::REGEX_MATCHES_ID.as_str())
                    );

                let param_id = match percent_encoding::percent_decode(path_params["id"].as_bytes()).decode_utf8() {
                    Ok(param_id) => match param_id.parse::<String>() {
                        Ok(param_id) => param_id,
                        Err(e) => return Ok(Response::builder()
                                        .status(StatusCode::BAD_REQUEST)
                                        .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                                        .body(body_from_string(format!("Couldn't parse path parameter id: {e}")))
                                        .expect("Unable to create Bad Request response for invalid path parameter")),
                    },
                    Err(_) => return Ok(Response::builder()
                                        .status(StatusCode::BAD_REQUEST)
                                        .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                                        .body(body_from_string(format!("Couldn't percent-decode path parameter as UTF-8: {}", &path_params["id"])))
                                        .expect("Unable to create Bad Request response for invalid percent decode"))
                };

                                let result = api_impl.get_match(
                                            param_id,
                                        &context
                                    ).await;
                                let mut response = Response::new(BoxBody::new(http_body_util::Empty::new()));
                                response.headers_mut().insert(
                                            HeaderName::from_static("x-span-id"),
                                            HeaderValue::from_str((&context as &dyn Has<XSpanIdString>).get().0.clone().as_str())
                                                .expect("Unable to create X-Span-ID header value"));

                                        match result {
                                            Ok(rsp) => match rsp {
                                                GetMatchResponse::Ok
                                                    {
                                                        body,
                                                        x_rate_limit_limit,
                                                        x_rate_limit_remaining,
                                                        x_rate_limit_reset
                                                    }
                                                => {
                                                    *response.status_mut() = StatusCode::from_u16(200).expect("Unable to turn 200 into a StatusCode");

                                                    if let Some(x_rate_limit_limit) = x_rate_limit_limit {
                                                    let x_rate_limit_limit = match header::IntoHeaderValue(x_rate_limit_limit).try_into() {
                                                        Ok(val) => val,
                                                        Err(e) => {
                                                            return Ok(Response::builder()
                                                                    .status(StatusCode::INTERNAL_SERVER_ERROR)
                                                                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                                                                    .body(body_from_string(format!("An internal server error occurred handling x_rate_limit_limit header - {e}")))
                                                                    .expect("Unable to create Internal Server Error for invalid response header"))
                                                        }
                                                    };

                                                    response.headers_mut().insert(
                                                        HeaderName::from_static("x-ratelimit-limit"),
                                                        x_rate_limit_limit
                                                    );
                                                    }

                                                    if let Some(x_rate_limit_remaining) = x_rate_limit_remaining {
                                                    let x_rate_limit_remaining = match header::IntoHeaderValue(x_rate_limit_remaining).try_into() {
                                                        Ok(val) => val,
                                                        Err(e) => {
                                                            return Ok(Response::builder()
                                                                    .status(StatusCode::INTERNAL_SERVER_ERROR)
                                                                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                                                                    .body(body_from_string(format!("An internal server error occurred handling x_rate_limit_remaining header - {e}")))
                                                                    .expect("Unable to create Internal Server Error for invalid response header"))
                                                        }
                                                    };

                                                    response.headers_mut().insert(
                                                        HeaderName::from_static("x-ratelimit-remaining"),
                                                        x_rate_limit_remaining
                                                    );
                                                    }

                                                    if let Some(x_rate_limit_reset) = x_rate_limit_reset {
                                                    let x_rate_limit_reset = match header::IntoHeaderValue(x_rate_limit_reset).try_into() {
                                                        Ok(val) => val,
                                                        Err(e) => {
                                                            return Ok(Response::builder()
                                                                    .status(StatusCode::INTERNAL_SERVER_ERROR)
                                                                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                                                                    .body(body_from_string(format!("An internal server error occurred handling x_rate_limit_reset header - {e}")))
                                                                    .expect("Unable to create Internal Server Error for invalid response header"))
                                                        }
                                                    };

                                                    response.headers_mut().insert(
                                                        HeaderName::from_static("x-ratelimit-reset"),
                                                        x_rate_limit_reset
                                                    );
                                                    }
                                                    response.headers_mut().insert(
                                                        CONTENT_TYPE,
                                                        HeaderValue::from_static("application/json"));
                                                    // JSON Body
                                                    let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                                                    *response.body_mut() = body_from_string(body);

                                                },
                                                GetMatchResponse::BadRequest
                                                    (body)
                                                => {
                                                    *response.status_mut() = StatusCode::from_u16(400).expect("Unable to turn 400 into a StatusCode");
                                                    response.headers_mut().insert(
                                                        CONTENT_TYPE,
                                                        HeaderValue::from_static("application/json"));
                                                    // JSON Body
                                                    let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                                                    *response.body_mut() = body_from_string(body);

                                                },
                                                GetMatchResponse::Unauthorized
                                                    (body)
                                                => {
                                                    *response.status_mut() = StatusCode::from_u16(401).expect("Unable to turn 401 into a StatusCode");
                                                    response.headers_mut().insert(
                                                        CONTENT_TYPE,
                                                        HeaderValue::from_static("application/json"));
                                                    // JSON Body
                                                    let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                                                    *response.body_mut() = body_from_string(body);

                                                },
                                                GetMatchResponse::SubscriptionRequired
                                                    (body)
                                                => {
                                                    *response.status_mut() = StatusCode::from_u16(403).expect("Unable to turn 403 into a StatusCode");
                                                    response.headers_mut().insert(
                                                        CONTENT_TYPE,
                                                        HeaderValue::from_static("application/json"));
                                                    // JSON Body
                                                    let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                                                    *response.body_mut() = body_from_string(body);

                                                },
                                                GetMatchResponse::NotFound
                                                    (body)
                                                => {
                                                    *response.status_mut() = StatusCode::from_u16(404).expect("Unable to turn 404 into a StatusCode");
                                                    response.headers_mut().insert(
                                                        CONTENT_TYPE,
                                                        HeaderValue::from_static("application/json"));
                                                    // JSON Body
                                                    let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                                                    *response.body_mut() = body_from_string(body);

                                                },
                                                GetMatchResponse::MethodNotAllowed
                                                    {
                                                        body,
                                                        allow
                                                    }
                                                => {
                                                    *response.status_mut() = StatusCode::from_u16(405).expect("Unable to turn 405 into a StatusCode");

                                                    if let Some(allow) = allow {
                                                    let allow = match header::IntoHeaderValue(allow).try_into() {
                                                        Ok(val) => val,
                                                        Err(e) => {
                                                            return Ok(Response::builder()
                                                                    .status(StatusCode::INTERNAL_SERVER_ERROR)
                                                                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                                                                    .body(body_from_string(format!("An internal server error occurred handling allow header - {e}")))
                                                                    .expect("Unable to create Internal Server Error for invalid response header"))
                                                        }
                                                    };

                                                    response.headers_mut().insert(
                                                        HeaderName::from_static("allow"),
                                                        allow
                                                    );
                                                    }
                                                    response.headers_mut().insert(
                                                        CONTENT_TYPE,
                                                        HeaderValue::from_static("application/json"));
                                                    // JSON Body
                                                    let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                                                    *response.body_mut() = body_from_string(body);

                                                },
                                                GetMatchResponse::RateLimited
                                                    {
                                                        body,
                                                        retry_after,
                                                        x_rate_limit_limit,
                                                        x_rate_limit_remaining,
                                                        x_rate_limit_reset
                                                    }
                                                => {
                                                    *response.status_mut() = StatusCode::from_u16(429).expect("Unable to turn 429 into a StatusCode");

                                                    if let Some(retry_after) = retry_after {
                                                    let retry_after = match header::IntoHeaderValue(retry_after).try_into() {
                                                        Ok(val) => val,
                                                        Err(e) => {
                                                            return Ok(Response::builder()
                                                                    .status(StatusCode::INTERNAL_SERVER_ERROR)
                                                                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                                                                    .body(body_from_string(format!("An internal server error occurred handling retry_after header - {e}")))
                                                                    .expect("Unable to create Internal Server Error for invalid response header"))
                                                        }
                                                    };

                                                    response.headers_mut().insert(
                                                        HeaderName::from_static("retry-after"),
                                                        retry_after
                                                    );
                                                    }

                                                    if let Some(x_rate_limit_limit) = x_rate_limit_limit {
                                                    let x_rate_limit_limit = match header::IntoHeaderValue(x_rate_limit_limit).try_into() {
                                                        Ok(val) => val,
                                                        Err(e) => {
                                                            return Ok(Response::builder()
                                                                    .status(StatusCode::INTERNAL_SERVER_ERROR)
                                                                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                                                                    .body(body_from_string(format!("An internal server error occurred handling x_rate_limit_limit header - {e}")))
                                                                    .expect("Unable to create Internal Server Error for invalid response header"))
                                                        }
                                                    };

                                                    response.headers_mut().insert(
                                                        HeaderName::from_static("x-ratelimit-limit"),
                                                        x_rate_limit_limit
                                                    );
                                                    }

                                                    if let Some(x_rate_limit_remaining) = x_rate_limit_remaining {
                                                    let x_rate_limit_remaining = match header::IntoHeaderValue(x_rate_limit_remaining).try_into() {
                                                        Ok(val) => val,
                                                        Err(e) => {
                                                            return Ok(Response::builder()
                                                                    .status(StatusCode::INTERNAL_SERVER_ERROR)
                                                                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                                                                    .body(body_from_string(format!("An internal server error occurred handling x_rate_limit_remaining header - {e}")))
                                                                    .expect("Unable to create Internal Server Error for invalid response header"))
                                                        }
                                                    };

                                                    response.headers_mut().insert(
                                                        HeaderName::from_static("x-ratelimit-remaining"),
                                                        x_rate_limit_remaining
                                                    );
                                                    }

                                                    if let Some(x_rate_limit_reset) = x_rate_limit_reset {
                                                    let x_rate_limit_reset = match header::IntoHeaderValue(x_rate_limit_reset).try_into() {
                                                        Ok(val) => val,
                                                        Err(e) => {
                                                            return Ok(Response::builder()
                                                                    .status(StatusCode::INTERNAL_SERVER_ERROR)
                                                                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                                                                    .body(body_from_string(format!("An internal server error occurred handling x_rate_limit_reset header - {e}")))
                                                                    .expect("Unable to create Internal Server Error for invalid response header"))
                                                        }
                                                    };

                                                    response.headers_mut().insert(
                                                        HeaderName::from_static("x-ratelimit-reset"),
                                                        x_rate_limit_reset
                                                    );
                                                    }
                                                    response.headers_mut().insert(
                                                        CONTENT_TYPE,
                                                        HeaderValue::from_static("application/json"));
                                                    // JSON Body
                                                    let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                                                    *response.body_mut() = body_from_string(body);

                                                },
                                                GetMatchResponse::Internal
                                                    (body)
                                                => {
                                                    *response.status_mut() = StatusCode::from_u16(500).expect("Unable to turn 500 into a StatusCode");
                                                    response.headers_mut().insert(
                                                        CONTENT_TYPE,
                                                        HeaderValue::from_static("application/json"));
                                                    // JSON Body
                                                    let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                                                    *response.body_mut() = body_from_string(body);

                                                },
                                                GetMatchResponse::Unavailable
                                                    {
                                                        body,
                                                        retry_after
                                                    }
                                                => {
                                                    *response.status_mut() = StatusCode::from_u16(503).expect("Unable to turn 503 into a StatusCode");

                                                    if let Some(retry_after) = retry_after {
                                                    let retry_after = match header::IntoHeaderValue(retry_after).try_into() {
                                                        Ok(val) => val,
                                                        Err(e) => {
                                                            return Ok(Response::builder()
                                                                    .status(StatusCode::INTERNAL_SERVER_ERROR)
                                                                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                                                                    .body(body_from_string(format!("An internal server error occurred handling retry_after header - {e}")))
                                                                    .expect("Unable to create Internal Server Error for invalid response header"))
                                                        }
                                                    };

                                                    response.headers_mut().insert(
                                                        HeaderName::from_static("retry-after"),
                                                        retry_after
                                                    );
                                                    }
                                                    response.headers_mut().insert(
                                                        CONTENT_TYPE,
                                                        HeaderValue::from_static("application/json"));
                                                    // JSON Body
                                                    let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                                                    *response.body_mut() = body_from_string(body);

                                                },
                                            },
                                            Err(_) => {
                                                // Application code returned an error. This should not happen, as the implementation should
                                                // return a valid response.
                                                *response.status_mut() = StatusCode::INTERNAL_SERVER_ERROR;
                                                response.headers_mut().insert(
                                                    CONTENT_TYPE,
                                                    HeaderValue::from_static("text/plain"),
                                                );
                                                *response.body_mut() = body_from_str("An internal error occurred");
                                            },
                                        }

                                        Ok(response)
}

#[allow(unused_variables)]
async fn handle_get_monitoring<T, C, ReqBody>(
    mut api_impl: T,
    uri: hyper::Uri,
    headers: HeaderMap,
    body: ReqBody,
    context: C,
    validation: bool,
) -> Result<Response<BoxBody<Bytes, Infallible>>, crate::ServiceError>
where
    T: Api<C> + Clone + Send + 'static,
    C: Has<XSpanIdString> + Has<Option<Authorization>> + Send + Sync + 'static,
    ReqBody: Body + Send + 'static,
    ReqBody::Error: Into<Box<dyn Error + Send + Sync>> + Send,
    ReqBody::Data: Send,
{
                {
                    let authorization = match *(&context as &dyn Has<Option<Authorization>>).get() {
                        Some(ref authorization) => authorization,
                        None => return Ok(Response::builder()
                                                .status(StatusCode::FORBIDDEN)
                                                .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                                                .body(body_from_str("Unauthenticated"))
                                                .expect("Unable to create Authentication Forbidden response")),
                    };
                }

                                let result = api_impl.get_monitoring(
                                        &context
                                    ).await;
                                let mut response = Response::new(BoxBody::new(http_body_util::Empty::new()));
                                response.headers_mut().insert(
                                            HeaderName::from_static("x-span-id"),
                                            HeaderValue::from_str((&context as &dyn Has<XSpanIdString>).get().0.clone().as_str())
                                                .expect("Unable to create X-Span-ID header value"));

                                        match result {
                                            Ok(rsp) => match rsp {
                                                GetMonitoringResponse::Ok
                                                    {
                                                        body,
                                                        x_rate_limit_limit,
                                                        x_rate_limit_remaining,
                                                        x_rate_limit_reset
                                                    }
                                                => {
                                                    *response.status_mut() = StatusCode::from_u16(200).expect("Unable to turn 200 into a StatusCode");

                                                    if let Some(x_rate_limit_limit) = x_rate_limit_limit {
                                                    let x_rate_limit_limit = match header::IntoHeaderValue(x_rate_limit_limit).try_into() {
                                                        Ok(val) => val,
                                                        Err(e) => {
                                                            return Ok(Response::builder()
                                                                    .status(StatusCode::INTERNAL_SERVER_ERROR)
                                                                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                                                                    .body(body_from_string(format!("An internal server error occurred handling x_rate_limit_limit header - {e}")))
                                                                    .expect("Unable to create Internal Server Error for invalid response header"))
                                                        }
                                                    };

                                                    response.headers_mut().insert(
                                                        HeaderName::from_static("x-ratelimit-limit"),
                                                        x_rate_limit_limit
                                                    );
                                                    }

                                                    if let Some(x_rate_limit_remaining) = x_rate_limit_remaining {
                                                    let x_rate_limit_remaining = match header::IntoHeaderValue(x_rate_limit_remaining).try_into() {
                                                        Ok(val) => val,
                                                        Err(e) => {
                                                            return Ok(Response::builder()
                                                                    .status(StatusCode::INTERNAL_SERVER_ERROR)
                                                                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                                                                    .body(body_from_string(format!("An internal server error occurred handling x_rate_limit_remaining header - {e}")))
                                                                    .expect("Unable to create Internal Server Error for invalid response header"))
                                                        }
                                                    };

                                                    response.headers_mut().insert(
                                                        HeaderName::from_static("x-ratelimit-remaining"),
                                                        x_rate_limit_remaining
                                                    );
                                                    }

                                                    if let Some(x_rate_limit_reset) = x_rate_limit_reset {
                                                    let x_rate_limit_reset = match header::IntoHeaderValue(x_rate_limit_reset).try_into() {
                                                        Ok(val) => val,
                                                        Err(e) => {
                                                            return Ok(Response::builder()
                                                                    .status(StatusCode::INTERNAL_SERVER_ERROR)
                                                                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                                                                    .body(body_from_string(format!("An internal server error occurred handling x_rate_limit_reset header - {e}")))
                                                                    .expect("Unable to create Internal Server Error for invalid response header"))
                                                        }
                                                    };

                                                    response.headers_mut().insert(
                                                        HeaderName::from_static("x-ratelimit-reset"),
                                                        x_rate_limit_reset
                                                    );
                                                    }
                                                    response.headers_mut().insert(
                                                        CONTENT_TYPE,
                                                        HeaderValue::from_static("application/json"));
                                                    // JSON Body
                                                    let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                                                    *response.body_mut() = body_from_string(body);

                                                },
                                                GetMonitoringResponse::Unauthorized
                                                    (body)
                                                => {
                                                    *response.status_mut() = StatusCode::from_u16(401).expect("Unable to turn 401 into a StatusCode");
                                                    response.headers_mut().insert(
                                                        CONTENT_TYPE,
                                                        HeaderValue::from_static("application/json"));
                                                    // JSON Body
                                                    let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                                                    *response.body_mut() = body_from_string(body);

                                                },
                                                GetMonitoringResponse::SubscriptionRequired
                                                    (body)
                                                => {
                                                    *response.status_mut() = StatusCode::from_u16(403).expect("Unable to turn 403 into a StatusCode");
                                                    response.headers_mut().insert(
                                                        CONTENT_TYPE,
                                                        HeaderValue::from_static("application/json"));
                                                    // JSON Body
                                                    let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                                                    *response.body_mut() = body_from_string(body);

                                                },
                                                GetMonitoringResponse::MethodNotAllowed
                                                    {
                                                        body,
                                                        allow
                                                    }
                                                => {
                                                    *response.status_mut() = StatusCode::from_u16(405).expect("Unable to turn 405 into a StatusCode");

                                                    if let Some(allow) = allow {
                                                    let allow = match header::IntoHeaderValue(allow).try_into() {
                                                        Ok(val) => val,
                                                        Err(e) => {
                                                            return Ok(Response::builder()
                                                                    .status(StatusCode::INTERNAL_SERVER_ERROR)
                                                                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                                                                    .body(body_from_string(format!("An internal server error occurred handling allow header - {e}")))
                                                                    .expect("Unable to create Internal Server Error for invalid response header"))
                                                        }
                                                    };

                                                    response.headers_mut().insert(
                                                        HeaderName::from_static("allow"),
                                                        allow
                                                    );
                                                    }
                                                    response.headers_mut().insert(
                                                        CONTENT_TYPE,
                                                        HeaderValue::from_static("application/json"));
                                                    // JSON Body
                                                    let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                                                    *response.body_mut() = body_from_string(body);

                                                },
                                                GetMonitoringResponse::RateLimited
                                                    {
                                                        body,
                                                        retry_after,
                                                        x_rate_limit_limit,
                                                        x_rate_limit_remaining,
                                                        x_rate_limit_reset
                                                    }
                                                => {
                                                    *response.status_mut() = StatusCode::from_u16(429).expect("Unable to turn 429 into a StatusCode");

                                                    if let Some(retry_after) = retry_after {
                                                    let retry_after = match header::IntoHeaderValue(retry_after).try_into() {
                                                        Ok(val) => val,
                                                        Err(e) => {
                                                            return Ok(Response::builder()
                                                                    .status(StatusCode::INTERNAL_SERVER_ERROR)
                                                                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                                                                    .body(body_from_string(format!("An internal server error occurred handling retry_after header - {e}")))
                                                                    .expect("Unable to create Internal Server Error for invalid response header"))
                                                        }
                                                    };

                                                    response.headers_mut().insert(
                                                        HeaderName::from_static("retry-after"),
                                                        retry_after
                                                    );
                                                    }

                                                    if let Some(x_rate_limit_limit) = x_rate_limit_limit {
                                                    let x_rate_limit_limit = match header::IntoHeaderValue(x_rate_limit_limit).try_into() {
                                                        Ok(val) => val,
                                                        Err(e) => {
                                                            return Ok(Response::builder()
                                                                    .status(StatusCode::INTERNAL_SERVER_ERROR)
                                                                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                                                                    .body(body_from_string(format!("An internal server error occurred handling x_rate_limit_limit header - {e}")))
                                                                    .expect("Unable to create Internal Server Error for invalid response header"))
                                                        }
                                                    };

                                                    response.headers_mut().insert(
                                                        HeaderName::from_static("x-ratelimit-limit"),
                                                        x_rate_limit_limit
                                                    );
                                                    }

                                                    if let Some(x_rate_limit_remaining) = x_rate_limit_remaining {
                                                    let x_rate_limit_remaining = match header::IntoHeaderValue(x_rate_limit_remaining).try_into() {
                                                        Ok(val) => val,
                                                        Err(e) => {
                                                            return Ok(Response::builder()
                                                                    .status(StatusCode::INTERNAL_SERVER_ERROR)
                                                                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                                                                    .body(body_from_string(format!("An internal server error occurred handling x_rate_limit_remaining header - {e}")))
                                                                    .expect("Unable to create Internal Server Error for invalid response header"))
                                                        }
                                                    };

                                                    response.headers_mut().insert(
                                                        HeaderName::from_static("x-ratelimit-remaining"),
                                                        x_rate_limit_remaining
                                                    );
                                                    }

                                                    if let Some(x_rate_limit_reset) = x_rate_limit_reset {
                                                    let x_rate_limit_reset = match header::IntoHeaderValue(x_rate_limit_reset).try_into() {
                                                        Ok(val) => val,
                                                        Err(e) => {
                                                            return Ok(Response::builder()
                                                                    .status(StatusCode::INTERNAL_SERVER_ERROR)
                                                                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                                                                    .body(body_from_string(format!("An internal server error occurred handling x_rate_limit_reset header - {e}")))
                                                                    .expect("Unable to create Internal Server Error for invalid response header"))
                                                        }
                                                    };

                                                    response.headers_mut().insert(
                                                        HeaderName::from_static("x-ratelimit-reset"),
                                                        x_rate_limit_reset
                                                    );
                                                    }
                                                    response.headers_mut().insert(
                                                        CONTENT_TYPE,
                                                        HeaderValue::from_static("application/json"));
                                                    // JSON Body
                                                    let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                                                    *response.body_mut() = body_from_string(body);

                                                },
                                                GetMonitoringResponse::Internal
                                                    (body)
                                                => {
                                                    *response.status_mut() = StatusCode::from_u16(500).expect("Unable to turn 500 into a StatusCode");
                                                    response.headers_mut().insert(
                                                        CONTENT_TYPE,
                                                        HeaderValue::from_static("application/json"));
                                                    // JSON Body
                                                    let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                                                    *response.body_mut() = body_from_string(body);

                                                },
                                                GetMonitoringResponse::Unavailable
                                                    {
                                                        body,
                                                        retry_after
                                                    }
                                                => {
                                                    *response.status_mut() = StatusCode::from_u16(503).expect("Unable to turn 503 into a StatusCode");

                                                    if let Some(retry_after) = retry_after {
                                                    let retry_after = match header::IntoHeaderValue(retry_after).try_into() {
                                                        Ok(val) => val,
                                                        Err(e) => {
                                                            return Ok(Response::builder()
                                                                    .status(StatusCode::INTERNAL_SERVER_ERROR)
                                                                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                                                                    .body(body_from_string(format!("An internal server error occurred handling retry_after header - {e}")))
                                                                    .expect("Unable to create Internal Server Error for invalid response header"))
                                                        }
                                                    };

                                                    response.headers_mut().insert(
                                                        HeaderName::from_static("retry-after"),
                                                        retry_after
                                                    );
                                                    }
                                                    response.headers_mut().insert(
                                                        CONTENT_TYPE,
                                                        HeaderValue::from_static("application/json"));
                                                    // JSON Body
                                                    let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                                                    *response.body_mut() = body_from_string(body);

                                                },
                                            },
                                            Err(_) => {
                                                // Application code returned an error. This should not happen, as the implementation should
                                                // return a valid response.
                                                *response.status_mut() = StatusCode::INTERNAL_SERVER_ERROR;
                                                response.headers_mut().insert(
                                                    CONTENT_TYPE,
                                                    HeaderValue::from_static("text/plain"),
                                                );
                                                *response.body_mut() = body_from_str("An internal error occurred");
                                            },
                                        }

                                        Ok(response)
}

#[allow(unused_variables)]
async fn handle_get_product<T, C, ReqBody>(
    mut api_impl: T,
    uri: hyper::Uri,
    headers: HeaderMap,
    body: ReqBody,
    context: C,
    validation: bool,
) -> Result<Response<BoxBody<Bytes, Infallible>>, crate::ServiceError>
where
    T: Api<C> + Clone + Send + 'static,
    C: Has<XSpanIdString> + Has<Option<Authorization>> + Send + Sync + 'static,
    ReqBody: Body + Send + 'static,
    ReqBody::Error: Into<Box<dyn Error + Send + Sync>> + Send,
    ReqBody::Data: Send,
{
                {
                    let authorization = match *(&context as &dyn Has<Option<Authorization>>).get() {
                        Some(ref authorization) => authorization,
                        None => return Ok(Response::builder()
                                                .status(StatusCode::FORBIDDEN)
                                                .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                                                .body(body_from_str("Unauthenticated"))
                                                .expect("Unable to create Authentication Forbidden response")),
                    };
                }

                                let result = api_impl.get_product(
                                        &context
                                    ).await;
                                let mut response = Response::new(BoxBody::new(http_body_util::Empty::new()));
                                response.headers_mut().insert(
                                            HeaderName::from_static("x-span-id"),
                                            HeaderValue::from_str((&context as &dyn Has<XSpanIdString>).get().0.clone().as_str())
                                                .expect("Unable to create X-Span-ID header value"));

                                        match result {
                                            Ok(rsp) => match rsp {
                                                GetProductResponse::Ok
                                                    {
                                                        body,
                                                        x_rate_limit_limit,
                                                        x_rate_limit_remaining,
                                                        x_rate_limit_reset
                                                    }
                                                => {
                                                    *response.status_mut() = StatusCode::from_u16(200).expect("Unable to turn 200 into a StatusCode");

                                                    if let Some(x_rate_limit_limit) = x_rate_limit_limit {
                                                    let x_rate_limit_limit = match header::IntoHeaderValue(x_rate_limit_limit).try_into() {
                                                        Ok(val) => val,
                                                        Err(e) => {
                                                            return Ok(Response::builder()
                                                                    .status(StatusCode::INTERNAL_SERVER_ERROR)
                                                                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                                                                    .body(body_from_string(format!("An internal server error occurred handling x_rate_limit_limit header - {e}")))
                                                                    .expect("Unable to create Internal Server Error for invalid response header"))
                                                        }
                                                    };

                                                    response.headers_mut().insert(
                                                        HeaderName::from_static("x-ratelimit-limit"),
                                                        x_rate_limit_limit
                                                    );
                                                    }

                                                    if let Some(x_rate_limit_remaining) = x_rate_limit_remaining {
                                                    let x_rate_limit_remaining = match header::IntoHeaderValue(x_rate_limit_remaining).try_into() {
                                                        Ok(val) => val,
                                                        Err(e) => {
                                                            return Ok(Response::builder()
                                                                    .status(StatusCode::INTERNAL_SERVER_ERROR)
                                                                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                                                                    .body(body_from_string(format!("An internal server error occurred handling x_rate_limit_remaining header - {e}")))
                                                                    .expect("Unable to create Internal Server Error for invalid response header"))
                                                        }
                                                    };

                                                    response.headers_mut().insert(
                                                        HeaderName::from_static("x-ratelimit-remaining"),
                                                        x_rate_limit_remaining
                                                    );
                                                    }

                                                    if let Some(x_rate_limit_reset) = x_rate_limit_reset {
                                                    let x_rate_limit_reset = match header::IntoHeaderValue(x_rate_limit_reset).try_into() {
                                                        Ok(val) => val,
                                                        Err(e) => {
                                                            return Ok(Response::builder()
                                                                    .status(StatusCode::INTERNAL_SERVER_ERROR)
                                                                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                                                                    .body(body_from_string(format!("An internal server error occurred handling x_rate_limit_reset header - {e}")))
                                                                    .expect("Unable to create Internal Server Error for invalid response header"))
                                                        }
                                                    };

                                                    response.headers_mut().insert(
                                                        HeaderName::from_static("x-ratelimit-reset"),
                                                        x_rate_limit_reset
                                                    );
                                                    }
                                                    response.headers_mut().insert(
                                                        CONTENT_TYPE,
                                                        HeaderValue::from_static("application/json"));
                                                    // JSON Body
                                                    let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                                                    *response.body_mut() = body_from_string(body);

                                                },
                                                GetProductResponse::Unauthorized
                                                    (body)
                                                => {
                                                    *response.status_mut() = StatusCode::from_u16(401).expect("Unable to turn 401 into a StatusCode");
                                                    response.headers_mut().insert(
                                                        CONTENT_TYPE,
                                                        HeaderValue::from_static("application/json"));
                                                    // JSON Body
                                                    let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                                                    *response.body_mut() = body_from_string(body);

                                                },
                                                GetProductResponse::SubscriptionRequired
                                                    (body)
                                                => {
                                                    *response.status_mut() = StatusCode::from_u16(403).expect("Unable to turn 403 into a StatusCode");
                                                    response.headers_mut().insert(
                                                        CONTENT_TYPE,
                                                        HeaderValue::from_static("application/json"));
                                                    // JSON Body
                                                    let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                                                    *response.body_mut() = body_from_string(body);

                                                },
                                                GetProductResponse::NotFound
                                                    (body)
                                                => {
                                                    *response.status_mut() = StatusCode::from_u16(404).expect("Unable to turn 404 into a StatusCode");
                                                    response.headers_mut().insert(
                                                        CONTENT_TYPE,
                                                        HeaderValue::from_static("application/json"));
                                                    // JSON Body
                                                    let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                                                    *response.body_mut() = body_from_string(body);

                                                },
                                                GetProductResponse::MethodNotAllowed
                                                    {
                                                        body,
                                                        allow
                                                    }
                                                => {
                                                    *response.status_mut() = StatusCode::from_u16(405).expect("Unable to turn 405 into a StatusCode");

                                                    if let Some(allow) = allow {
                                                    let allow = match header::IntoHeaderValue(allow).try_into() {
                                                        Ok(val) => val,
                                                        Err(e) => {
                                                            return Ok(Response::builder()
                                                                    .status(StatusCode::INTERNAL_SERVER_ERROR)
                                                                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                                                                    .body(body_from_string(format!("An internal server error occurred handling allow header - {e}")))
                                                                    .expect("Unable to create Internal Server Error for invalid response header"))
                                                        }
                                                    };

                                                    response.headers_mut().insert(
                                                        HeaderName::from_static("allow"),
                                                        allow
                                                    );
                                                    }
                                                    response.headers_mut().insert(
                                                        CONTENT_TYPE,
                                                        HeaderValue::from_static("application/json"));
                                                    // JSON Body
                                                    let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                                                    *response.body_mut() = body_from_string(body);

                                                },
                                                GetProductResponse::RateLimited
                                                    {
                                                        body,
                                                        retry_after,
                                                        x_rate_limit_limit,
                                                        x_rate_limit_remaining,
                                                        x_rate_limit_reset
                                                    }
                                                => {
                                                    *response.status_mut() = StatusCode::from_u16(429).expect("Unable to turn 429 into a StatusCode");

                                                    if let Some(retry_after) = retry_after {
                                                    let retry_after = match header::IntoHeaderValue(retry_after).try_into() {
                                                        Ok(val) => val,
                                                        Err(e) => {
                                                            return Ok(Response::builder()
                                                                    .status(StatusCode::INTERNAL_SERVER_ERROR)
                                                                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                                                                    .body(body_from_string(format!("An internal server error occurred handling retry_after header - {e}")))
                                                                    .expect("Unable to create Internal Server Error for invalid response header"))
                                                        }
                                                    };

                                                    response.headers_mut().insert(
                                                        HeaderName::from_static("retry-after"),
                                                        retry_after
                                                    );
                                                    }

                                                    if let Some(x_rate_limit_limit) = x_rate_limit_limit {
                                                    let x_rate_limit_limit = match header::IntoHeaderValue(x_rate_limit_limit).try_into() {
                                                        Ok(val) => val,
                                                        Err(e) => {
                                                            return Ok(Response::builder()
                                                                    .status(StatusCode::INTERNAL_SERVER_ERROR)
                                                                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                                                                    .body(body_from_string(format!("An internal server error occurred handling x_rate_limit_limit header - {e}")))
                                                                    .expect("Unable to create Internal Server Error for invalid response header"))
                                                        }
                                                    };

                                                    response.headers_mut().insert(
                                                        HeaderName::from_static("x-ratelimit-limit"),
                                                        x_rate_limit_limit
                                                    );
                                                    }

                                                    if let Some(x_rate_limit_remaining) = x_rate_limit_remaining {
                                                    let x_rate_limit_remaining = match header::IntoHeaderValue(x_rate_limit_remaining).try_into() {
                                                        Ok(val) => val,
                                                        Err(e) => {
                                                            return Ok(Response::builder()
                                                                    .status(StatusCode::INTERNAL_SERVER_ERROR)
                                                                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                                                                    .body(body_from_string(format!("An internal server error occurred handling x_rate_limit_remaining header - {e}")))
                                                                    .expect("Unable to create Internal Server Error for invalid response header"))
                                                        }
                                                    };

                                                    response.headers_mut().insert(
                                                        HeaderName::from_static("x-ratelimit-remaining"),
                                                        x_rate_limit_remaining
                                                    );
                                                    }

                                                    if let Some(x_rate_limit_reset) = x_rate_limit_reset {
                                                    let x_rate_limit_reset = match header::IntoHeaderValue(x_rate_limit_reset).try_into() {
                                                        Ok(val) => val,
                                                        Err(e) => {
                                                            return Ok(Response::builder()
                                                                    .status(StatusCode::INTERNAL_SERVER_ERROR)
                                                                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                                                                    .body(body_from_string(format!("An internal server error occurred handling x_rate_limit_reset header - {e}")))
                                                                    .expect("Unable to create Internal Server Error for invalid response header"))
                                                        }
                                                    };

                                                    response.headers_mut().insert(
                                                        HeaderName::from_static("x-ratelimit-reset"),
                                                        x_rate_limit_reset
                                                    );
                                                    }
                                                    response.headers_mut().insert(
                                                        CONTENT_TYPE,
                                                        HeaderValue::from_static("application/json"));
                                                    // JSON Body
                                                    let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                                                    *response.body_mut() = body_from_string(body);

                                                },
                                                GetProductResponse::Internal
                                                    (body)
                                                => {
                                                    *response.status_mut() = StatusCode::from_u16(500).expect("Unable to turn 500 into a StatusCode");
                                                    response.headers_mut().insert(
                                                        CONTENT_TYPE,
                                                        HeaderValue::from_static("application/json"));
                                                    // JSON Body
                                                    let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                                                    *response.body_mut() = body_from_string(body);

                                                },
                                                GetProductResponse::Unavailable
                                                    {
                                                        body,
                                                        retry_after
                                                    }
                                                => {
                                                    *response.status_mut() = StatusCode::from_u16(503).expect("Unable to turn 503 into a StatusCode");

                                                    if let Some(retry_after) = retry_after {
                                                    let retry_after = match header::IntoHeaderValue(retry_after).try_into() {
                                                        Ok(val) => val,
                                                        Err(e) => {
                                                            return Ok(Response::builder()
                                                                    .status(StatusCode::INTERNAL_SERVER_ERROR)
                                                                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                                                                    .body(body_from_string(format!("An internal server error occurred handling retry_after header - {e}")))
                                                                    .expect("Unable to create Internal Server Error for invalid response header"))
                                                        }
                                                    };

                                                    response.headers_mut().insert(
                                                        HeaderName::from_static("retry-after"),
                                                        retry_after
                                                    );
                                                    }
                                                    response.headers_mut().insert(
                                                        CONTENT_TYPE,
                                                        HeaderValue::from_static("application/json"));
                                                    // JSON Body
                                                    let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                                                    *response.body_mut() = body_from_string(body);

                                                },
                                            },
                                            Err(_) => {
                                                // Application code returned an error. This should not happen, as the implementation should
                                                // return a valid response.
                                                *response.status_mut() = StatusCode::INTERNAL_SERVER_ERROR;
                                                response.headers_mut().insert(
                                                    CONTENT_TYPE,
                                                    HeaderValue::from_static("text/plain"),
                                                );
                                                *response.body_mut() = body_from_str("An internal error occurred");
                                            },
                                        }

                                        Ok(response)
}

#[allow(unused_variables)]
async fn handle_list_searches<T, C, ReqBody>(
    mut api_impl: T,
    uri: hyper::Uri,
    headers: HeaderMap,
    body: ReqBody,
    context: C,
    validation: bool,
) -> Result<Response<BoxBody<Bytes, Infallible>>, crate::ServiceError>
where
    T: Api<C> + Clone + Send + 'static,
    C: Has<XSpanIdString> + Has<Option<Authorization>> + Send + Sync + 'static,
    ReqBody: Body + Send + 'static,
    ReqBody::Error: Into<Box<dyn Error + Send + Sync>> + Send,
    ReqBody::Data: Send,
{
                {
                    let authorization = match *(&context as &dyn Has<Option<Authorization>>).get() {
                        Some(ref authorization) => authorization,
                        None => return Ok(Response::builder()
                                                .status(StatusCode::FORBIDDEN)
                                                .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                                                .body(body_from_str("Unauthenticated"))
                                                .expect("Unable to create Authentication Forbidden response")),
                    };
                }

                                let result = api_impl.list_searches(
                                        &context
                                    ).await;
                                let mut response = Response::new(BoxBody::new(http_body_util::Empty::new()));
                                response.headers_mut().insert(
                                            HeaderName::from_static("x-span-id"),
                                            HeaderValue::from_str((&context as &dyn Has<XSpanIdString>).get().0.clone().as_str())
                                                .expect("Unable to create X-Span-ID header value"));

                                        match result {
                                            Ok(rsp) => match rsp {
                                                ListSearchesResponse::Ok
                                                    {
                                                        body,
                                                        x_rate_limit_limit,
                                                        x_rate_limit_remaining,
                                                        x_rate_limit_reset
                                                    }
                                                => {
                                                    *response.status_mut() = StatusCode::from_u16(200).expect("Unable to turn 200 into a StatusCode");

                                                    if let Some(x_rate_limit_limit) = x_rate_limit_limit {
                                                    let x_rate_limit_limit = match header::IntoHeaderValue(x_rate_limit_limit).try_into() {
                                                        Ok(val) => val,
                                                        Err(e) => {
                                                            return Ok(Response::builder()
                                                                    .status(StatusCode::INTERNAL_SERVER_ERROR)
                                                                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                                                                    .body(body_from_string(format!("An internal server error occurred handling x_rate_limit_limit header - {e}")))
                                                                    .expect("Unable to create Internal Server Error for invalid response header"))
                                                        }
                                                    };

                                                    response.headers_mut().insert(
                                                        HeaderName::from_static("x-ratelimit-limit"),
                                                        x_rate_limit_limit
                                                    );
                                                    }

                                                    if let Some(x_rate_limit_remaining) = x_rate_limit_remaining {
                                                    let x_rate_limit_remaining = match header::IntoHeaderValue(x_rate_limit_remaining).try_into() {
                                                        Ok(val) => val,
                                                        Err(e) => {
                                                            return Ok(Response::builder()
                                                                    .status(StatusCode::INTERNAL_SERVER_ERROR)
                                                                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                                                                    .body(body_from_string(format!("An internal server error occurred handling x_rate_limit_remaining header - {e}")))
                                                                    .expect("Unable to create Internal Server Error for invalid response header"))
                                                        }
                                                    };

                                                    response.headers_mut().insert(
                                                        HeaderName::from_static("x-ratelimit-remaining"),
                                                        x_rate_limit_remaining
                                                    );
                                                    }

                                                    if let Some(x_rate_limit_reset) = x_rate_limit_reset {
                                                    let x_rate_limit_reset = match header::IntoHeaderValue(x_rate_limit_reset).try_into() {
                                                        Ok(val) => val,
                                                        Err(e) => {
                                                            return Ok(Response::builder()
                                                                    .status(StatusCode::INTERNAL_SERVER_ERROR)
                                                                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                                                                    .body(body_from_string(format!("An internal server error occurred handling x_rate_limit_reset header - {e}")))
                                                                    .expect("Unable to create Internal Server Error for invalid response header"))
                                                        }
                                                    };

                                                    response.headers_mut().insert(
                                                        HeaderName::from_static("x-ratelimit-reset"),
                                                        x_rate_limit_reset
                                                    );
                                                    }
                                                    response.headers_mut().insert(
                                                        CONTENT_TYPE,
                                                        HeaderValue::from_static("application/json"));
                                                    // JSON Body
                                                    let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                                                    *response.body_mut() = body_from_string(body);

                                                },
                                                ListSearchesResponse::Unauthorized
                                                    (body)
                                                => {
                                                    *response.status_mut() = StatusCode::from_u16(401).expect("Unable to turn 401 into a StatusCode");
                                                    response.headers_mut().insert(
                                                        CONTENT_TYPE,
                                                        HeaderValue::from_static("application/json"));
                                                    // JSON Body
                                                    let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                                                    *response.body_mut() = body_from_string(body);

                                                },
                                                ListSearchesResponse::SubscriptionRequired
                                                    (body)
                                                => {
                                                    *response.status_mut() = StatusCode::from_u16(403).expect("Unable to turn 403 into a StatusCode");
                                                    response.headers_mut().insert(
                                                        CONTENT_TYPE,
                                                        HeaderValue::from_static("application/json"));
                                                    // JSON Body
                                                    let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                                                    *response.body_mut() = body_from_string(body);

                                                },
                                                ListSearchesResponse::MethodNotAllowed
                                                    {
                                                        body,
                                                        allow
                                                    }
                                                => {
                                                    *response.status_mut() = StatusCode::from_u16(405).expect("Unable to turn 405 into a StatusCode");

                                                    if let Some(allow) = allow {
                                                    let allow = match header::IntoHeaderValue(allow).try_into() {
                                                        Ok(val) => val,
                                                        Err(e) => {
                                                            return Ok(Response::builder()
                                                                    .status(StatusCode::INTERNAL_SERVER_ERROR)
                                                                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                                                                    .body(body_from_string(format!("An internal server error occurred handling allow header - {e}")))
                                                                    .expect("Unable to create Internal Server Error for invalid response header"))
                                                        }
                                                    };

                                                    response.headers_mut().insert(
                                                        HeaderName::from_static("allow"),
                                                        allow
                                                    );
                                                    }
                                                    response.headers_mut().insert(
                                                        CONTENT_TYPE,
                                                        HeaderValue::from_static("application/json"));
                                                    // JSON Body
                                                    let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                                                    *response.body_mut() = body_from_string(body);

                                                },
                                                ListSearchesResponse::RateLimited
                                                    {
                                                        body,
                                                        retry_after,
                                                        x_rate_limit_limit,
                                                        x_rate_limit_remaining,
                                                        x_rate_limit_reset
                                                    }
                                                => {
                                                    *response.status_mut() = StatusCode::from_u16(429).expect("Unable to turn 429 into a StatusCode");

                                                    if let Some(retry_after) = retry_after {
                                                    let retry_after = match header::IntoHeaderValue(retry_after).try_into() {
                                                        Ok(val) => val,
                                                        Err(e) => {
                                                            return Ok(Response::builder()
                                                                    .status(StatusCode::INTERNAL_SERVER_ERROR)
                                                                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                                                                    .body(body_from_string(format!("An internal server error occurred handling retry_after header - {e}")))
                                                                    .expect("Unable to create Internal Server Error for invalid response header"))
                                                        }
                                                    };

                                                    response.headers_mut().insert(
                                                        HeaderName::from_static("retry-after"),
                                                        retry_after
                                                    );
                                                    }

                                                    if let Some(x_rate_limit_limit) = x_rate_limit_limit {
                                                    let x_rate_limit_limit = match header::IntoHeaderValue(x_rate_limit_limit).try_into() {
                                                        Ok(val) => val,
                                                        Err(e) => {
                                                            return Ok(Response::builder()
                                                                    .status(StatusCode::INTERNAL_SERVER_ERROR)
                                                                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                                                                    .body(body_from_string(format!("An internal server error occurred handling x_rate_limit_limit header - {e}")))
                                                                    .expect("Unable to create Internal Server Error for invalid response header"))
                                                        }
                                                    };

                                                    response.headers_mut().insert(
                                                        HeaderName::from_static("x-ratelimit-limit"),
                                                        x_rate_limit_limit
                                                    );
                                                    }

                                                    if let Some(x_rate_limit_remaining) = x_rate_limit_remaining {
                                                    let x_rate_limit_remaining = match header::IntoHeaderValue(x_rate_limit_remaining).try_into() {
                                                        Ok(val) => val,
                                                        Err(e) => {
                                                            return Ok(Response::builder()
                                                                    .status(StatusCode::INTERNAL_SERVER_ERROR)
                                                                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                                                                    .body(body_from_string(format!("An internal server error occurred handling x_rate_limit_remaining header - {e}")))
                                                                    .expect("Unable to create Internal Server Error for invalid response header"))
                                                        }
                                                    };

                                                    response.headers_mut().insert(
                                                        HeaderName::from_static("x-ratelimit-remaining"),
                                                        x_rate_limit_remaining
                                                    );
                                                    }

                                                    if let Some(x_rate_limit_reset) = x_rate_limit_reset {
                                                    let x_rate_limit_reset = match header::IntoHeaderValue(x_rate_limit_reset).try_into() {
                                                        Ok(val) => val,
                                                        Err(e) => {
                                                            return Ok(Response::builder()
                                                                    .status(StatusCode::INTERNAL_SERVER_ERROR)
                                                                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                                                                    .body(body_from_string(format!("An internal server error occurred handling x_rate_limit_reset header - {e}")))
                                                                    .expect("Unable to create Internal Server Error for invalid response header"))
                                                        }
                                                    };

                                                    response.headers_mut().insert(
                                                        HeaderName::from_static("x-ratelimit-reset"),
                                                        x_rate_limit_reset
                                                    );
                                                    }
                                                    response.headers_mut().insert(
                                                        CONTENT_TYPE,
                                                        HeaderValue::from_static("application/json"));
                                                    // JSON Body
                                                    let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                                                    *response.body_mut() = body_from_string(body);

                                                },
                                                ListSearchesResponse::Internal
                                                    (body)
                                                => {
                                                    *response.status_mut() = StatusCode::from_u16(500).expect("Unable to turn 500 into a StatusCode");
                                                    response.headers_mut().insert(
                                                        CONTENT_TYPE,
                                                        HeaderValue::from_static("application/json"));
                                                    // JSON Body
                                                    let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                                                    *response.body_mut() = body_from_string(body);

                                                },
                                                ListSearchesResponse::Unavailable
                                                    {
                                                        body,
                                                        retry_after
                                                    }
                                                => {
                                                    *response.status_mut() = StatusCode::from_u16(503).expect("Unable to turn 503 into a StatusCode");

                                                    if let Some(retry_after) = retry_after {
                                                    let retry_after = match header::IntoHeaderValue(retry_after).try_into() {
                                                        Ok(val) => val,
                                                        Err(e) => {
                                                            return Ok(Response::builder()
                                                                    .status(StatusCode::INTERNAL_SERVER_ERROR)
                                                                    .header(CONTENT_TYPE, mime::TEXT_PLAIN.as_ref())
                                                                    .body(body_from_string(format!("An internal server error occurred handling retry_after header - {e}")))
                                                                    .expect("Unable to create Internal Server Error for invalid response header"))
                                                        }
                                                    };

                                                    response.headers_mut().insert(
                                                        HeaderName::from_static("retry-after"),
                                                        retry_after
                                                    );
                                                    }
                                                    response.headers_mut().insert(
                                                        CONTENT_TYPE,
                                                        HeaderValue::from_static("application/json"));
                                                    // JSON Body
                                                    let body = serde_json::to_string(&body).expect("impossible to fail to serialize");
                                                    *response.body_mut() = body_from_string(body);

                                                },
                                            },
                                            Err(_) => {
                                                // Application code returned an error. This should not happen, as the implementation should
                                                // return a valid response.
                                                *response.status_mut() = StatusCode::INTERNAL_SERVER_ERROR;
                                                response.headers_mut().insert(
                                                    CONTENT_TYPE,
                                                    HeaderValue::from_static("text/plain"),
                                                );
                                                *response.body_mut() = body_from_str("An internal error occurred");
                                            },
                                        }

                                        Ok(response)
}

/// Request parser for `Api`.
pub struct ApiRequestParser;
impl<T> RequestParser<T> for ApiRequestParser {
    fn parse_operation_id(request: &Request<T>) -> Option<&'static str> {
        let path = paths::GLOBAL_REGEX_SET.matches(request.uri().path());
        match *request.method() {
            // ListMatches - GET /matches
            hyper::Method::GET if path.matched(paths::ID_MATCHES) => Some("ListMatches"),
            // GetMatch - GET /matches/{id}
            hyper::Method::GET if path.matched(paths::ID_MATCHES_ID) => Some("GetMatch"),
            // GetMonitoring - GET /monitoring
            hyper::Method::GET if path.matched(paths::ID_MONITORING) => Some("GetMonitoring"),
            // GetProduct - GET /product
            hyper::Method::GET if path.matched(paths::ID_PRODUCT) => Some("GetProduct"),
            // ListSearches - GET /searches
            hyper::Method::GET if path.matched(paths::ID_SEARCHES) => Some("ListSearches"),
            _ => None,
        }
    }
}
