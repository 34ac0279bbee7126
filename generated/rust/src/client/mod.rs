use async_trait::async_trait;
use bytes::Bytes;
use futures::{Stream, future, future::BoxFuture, stream, future::TryFutureExt, future::FutureExt, stream::StreamExt};
use http_body_util::{combinators::BoxBody, Full};
use hyper::header::{HeaderName, HeaderValue, CONTENT_TYPE};
use hyper::{body::{Body, Incoming}, Request, Response, service::Service, Uri};
use percent_encoding::{utf8_percent_encode, AsciiSet};
use std::borrow::Cow;
use std::convert::{TryInto, Infallible};
use std::io::{ErrorKind, Read};
use std::error::Error;
use std::future::Future;
use std::fmt;
use std::marker::PhantomData;
use std::path::Path;
use std::sync::{Arc, Mutex};
use std::str;
use std::str::FromStr;
use std::string::ToString;
use std::task::{Context, Poll};
use swagger::{ApiError, AuthData, BodyExt, Connector, DropContextService, Has, XSpanIdString};
use url::form_urlencoded;
use tower_service::Service as _;


use crate::models;
use crate::header;

/// https://url.spec.whatwg.org/#fragment-percent-encode-set
#[allow(dead_code)]
const FRAGMENT_ENCODE_SET: &AsciiSet = &percent_encoding::CONTROLS
    .add(b' ').add(b'"').add(b'<').add(b'>').add(b'`');

/// This encode set is used for object IDs
///
/// Aside from the special characters defined in the `PATH_SEGMENT_ENCODE_SET`,
/// the vertical bar (|) is encoded.
#[allow(dead_code)]
const ID_ENCODE_SET: &AsciiSet = &FRAGMENT_ENCODE_SET.add(b'|');

use crate::{Api,
     ListMatchesResponse,
     GetMatchResponse,
     GetMonitoringResponse,
     GetProductResponse,
     ListSearchesResponse
     };

/// Convert input into a base path, e.g. "http://example:123". Also checks the scheme as it goes.
fn into_base_path(input: impl TryInto<Uri, Error=hyper::http::uri::InvalidUri>, correct_scheme: Option<&'static str>) -> Result<String, ClientInitError> {
    // First convert to Uri, since a base path is a subset of Uri.
    let uri = input.try_into()?;

    let scheme = uri.scheme_str().ok_or(ClientInitError::InvalidScheme)?;

    // Check the scheme if necessary
    if let Some(correct_scheme) = correct_scheme {
        if scheme != correct_scheme {
            return Err(ClientInitError::InvalidScheme);
        }
    }

    let host = uri.host().ok_or(ClientInitError::MissingHost)?;
    let port = uri.port_u16().map(|x| format!(":{x}")).unwrap_or_default();
    Ok(format!("{scheme}://{host}{port}{}", uri.path().trim_end_matches('/')))
}

/// A client that implements the API by making HTTP calls out to a server.
pub struct Client<S, C> where
    S: Service<
           (Request<BoxBody<Bytes, Infallible>>, C)> + Clone + Sync + Send + 'static,
    S::Future: Send + 'static,
    S::Error: Into<crate::ServiceError> + fmt::Display,
    C: Clone + Send + Sync + 'static
{
    /// Inner service
    client_service: S,

    /// Base path of the API
    base_path: String,

    /// Marker
    marker: PhantomData<fn(C)>,
}

impl<S, C> fmt::Debug for Client<S, C> where
    S: Service<
           (Request<BoxBody<Bytes, Infallible>>, C)> + Clone + Sync + Send + 'static,
    S::Future: Send + 'static,
    S::Error: Into<crate::ServiceError> + fmt::Display,
    C: Clone + Send + Sync + 'static
{
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Client {{ base_path: {} }}", self.base_path)
    }
}

impl<S, C> Clone for Client<S, C> where
    S: Service<
           (Request<BoxBody<Bytes, Infallible>>, C)> + Clone + Sync + Send + 'static,
    S::Future: Send + 'static,
    S::Error: Into<crate::ServiceError> + fmt::Display,
    C: Clone + Send + Sync + 'static
{
    fn clone(&self) -> Self {
        Self {
            client_service: self.client_service.clone(),
            base_path: self.base_path.clone(),
            marker: PhantomData,
        }
    }
}

impl<Connector, C> Client<
    DropContextService<
        hyper_util::service::TowerToHyperService<
            hyper_util::client::legacy::Client<
                Connector,
                BoxBody<Bytes, Infallible>
            >
        >,
        C
    >,
    C
> where
    Connector: hyper_util::client::legacy::connect::Connect + Clone + Send + Sync + 'static,
    C: Clone + Send + Sync + 'static,
{
    /// Create a client with a custom implementation of hyper::client::Connect.
    ///
    /// Intended for use with custom implementations of connect for e.g. protocol logging
    /// or similar functionality which requires wrapping the transport layer. When wrapping a TCP connection,
    /// this function should be used in conjunction with `swagger::Connector::builder()`.
    ///
    /// For ordinary tcp connections, prefer the use of `try_new_http`, `try_new_https`
    /// and `try_new_https_mutual`, to avoid introducing a dependency on the underlying transport layer.
    ///
    /// # Arguments
    ///
    /// * `base_path` - base path of the client API, i.e. "<http://www.my-api-implementation.com>"
    /// * `protocol` - Which protocol to use when constructing the request url, e.g. `Some("http")`
    /// * `connector` - Implementation of `hyper::client::Connect` to use for the client
    pub fn try_new_with_connector(
        base_path: &str,
        protocol: Option<&'static str>,
        connector: Connector,
    ) -> Result<Self, ClientInitError>
    {
        let client_service = hyper_util::client::legacy::Client::builder(hyper_util::rt::TokioExecutor::new()).build(connector);
        let client_service = DropContextService::new(hyper_util::service::TowerToHyperService::new(client_service));

        Ok(Self {
            client_service,
            base_path: into_base_path(base_path, protocol)?,
            marker: PhantomData,
        })
    }
}

#[cfg(all(feature = "client-tls", any(target_os = "macos", target_os = "windows", target_os = "ios")))]
type HyperHttpsConnector = hyper_tls::HttpsConnector<hyper_util::client::legacy::connect::HttpConnector>;

#[cfg(all(feature = "client-tls", not(any(target_os = "macos", target_os = "windows", target_os = "ios"))))]
type HyperHttpsConnector = hyper_openssl::client::legacy::HttpsConnector<hyper_util::client::legacy::connect::HttpConnector>;

#[derive(Debug, Clone)]
pub enum HyperClient {
    Http(hyper_util::client::legacy::Client<hyper_util::client::legacy::connect::HttpConnector, BoxBody<Bytes, Infallible>>),
    #[cfg(feature = "client-tls")]
    Https(hyper_util::client::legacy::Client<HyperHttpsConnector, BoxBody<Bytes, Infallible>>),
}

impl Service<Request<BoxBody<Bytes, Infallible>>> for HyperClient {
    type Response = Response<Incoming>;
    type Error = hyper_util::client::legacy::Error;
    type Future = hyper_util::client::legacy::ResponseFuture;

    fn call(&self, req: Request<BoxBody<Bytes, Infallible>>) -> Self::Future {
       match self {
          HyperClient::Http(client) => client.request(req),
          #[cfg(feature = "client-tls")]
          HyperClient::Https(client) => client.request(req),
       }
    }
}

impl<C> Client<DropContextService<HyperClient, C>, C> where
    C: Clone + Send + Sync + 'static,
{
    /// Create an HTTP client.
    ///
    /// # Arguments
    /// * `base_path` - base path of the client API, i.e. "<http://www.my-api-implementation.com>"
    pub fn try_new(
        base_path: &str,
    ) -> Result<Self, ClientInitError> {
        let uri = Uri::from_str(base_path)?;

        let scheme = uri.scheme_str().ok_or(ClientInitError::InvalidScheme)?;
        let scheme = scheme.to_ascii_lowercase();

        let connector = Connector::builder();

        let client_service = match scheme.as_str() {
            "http" => {
                HyperClient::Http(hyper_util::client::legacy::Client::builder(hyper_util::rt::TokioExecutor::new()).build(connector.build()))
            },
            #[cfg(feature = "client-tls")]
            "https" => {
                let https_connector = connector
                    .https()
                    .build()
                    .map_err(ClientInitError::SslError)?;
                HyperClient::Https(hyper_util::client::legacy::Client::builder(hyper_util::rt::TokioExecutor::new()).build(https_connector))
            },
            #[cfg(not(feature = "client-tls"))]
            "https" => {
                return Err(ClientInitError::TlsNotEnabled);
            },
            _ => {
                return Err(ClientInitError::InvalidScheme);
            }
        };

        let client_service = DropContextService::new(client_service);

        Ok(Self {
            client_service,
            base_path: into_base_path(base_path, None)?,
            marker: PhantomData,
        })
    }
}

impl<C> Client<
    DropContextService<
        hyper_util::service::TowerToHyperService<
            hyper_util::client::legacy::Client<
                hyper_util::client::legacy::connect::HttpConnector,
                BoxBody<Bytes, Infallible>
            >
        >,
        C
    >,
    C
> where
    C: Clone + Send + Sync + 'static
{
    /// Create an HTTP client.
    ///
    /// # Arguments
    /// * `base_path` - base path of the client API, i.e. "<http://www.my-api-implementation.com>"
    pub fn try_new_http(
        base_path: &str,
    ) -> Result<Self, ClientInitError> {
        let http_connector = Connector::builder().build();

        Self::try_new_with_connector(base_path, Some("http"), http_connector)
    }
}

#[cfg(all(feature = "client-tls", any(target_os = "macos", target_os = "windows", target_os = "ios")))]
type HttpsConnector = hyper_tls::HttpsConnector<hyper_util::client::legacy::connect::HttpConnector>;

#[cfg(all(feature = "client-tls", not(any(target_os = "macos", target_os = "windows", target_os = "ios"))))]
type HttpsConnector = hyper_openssl::client::legacy::HttpsConnector<hyper_util::client::legacy::connect::HttpConnector>;

#[cfg(feature = "client-tls")]
impl<C> Client<
    DropContextService<
        hyper_util::service::TowerToHyperService<
            hyper_util::client::legacy::Client<
                HttpsConnector,
                BoxBody<Bytes, Infallible>
            >
        >,
        C
    >,
    C
> where
    C: Clone + Send + Sync + 'static
{
    /// Create a client with a TLS connection to the server.
    ///
    /// # Arguments
    /// * `base_path` - base path of the client API, i.e. "<https://www.my-api-implementation.com>"
    #[cfg(any(target_os = "macos", target_os = "windows", target_os = "ios"))]
    pub fn try_new_https(base_path: &str) -> Result<Self, ClientInitError>
    {
        let https_connector = Connector::builder()
            .https()
            .build()
            .map_err(ClientInitError::SslError)?;
        Self::try_new_with_connector(base_path, Some("https"), https_connector)
    }

    /// Create a client with a TLS connection to the server using OpenSSL via swagger.
    ///
    /// # Arguments
    /// * `base_path` - base path of the client API, i.e. "<https://www.my-api-implementation.com>"
    #[cfg(not(any(target_os = "macos", target_os = "windows", target_os = "ios")))]
    pub fn try_new_https(base_path: &str) -> Result<Self, ClientInitError>
    {
        let https_connector = Connector::builder()
            .https()
            .build()
            .map_err(ClientInitError::SslError)?;
        Self::try_new_with_connector(base_path, Some("https"), https_connector)
    }

    /// Create a client with a TLS connection to the server using a pinned certificate.
    ///
    /// # Arguments
    /// * `base_path` - base path of the client API, i.e. "<https://www.my-api-implementation.com>"
    /// * `ca_certificate` - Path to CA certificate used to authenticate the server
    #[cfg(not(any(target_os = "macos", target_os = "windows", target_os = "ios")))]
    pub fn try_new_https_pinned<CA>(
        base_path: &str,
        ca_certificate: CA,
    ) -> Result<Self, ClientInitError>
    where
        CA: AsRef<Path>,
    {
        let https_connector = Connector::builder()
            .https()
            .pin_server_certificate(ca_certificate)
            .build()
            .map_err(ClientInitError::SslError)?;
        Self::try_new_with_connector(base_path, Some("https"), https_connector)
    }

    /// Create a client with a mutually authenticated TLS connection to the server.
    ///
    /// # Arguments
    /// * `base_path` - base path of the client API, i.e. "<https://www.my-api-implementation.com>"
    /// * `ca_certificate` - Path to CA certificate used to authenticate the server
    /// * `client_key` - Path to the client private key
    /// * `client_certificate` - Path to the client's public certificate associated with the private key
    #[cfg(not(any(target_os = "macos", target_os = "windows", target_os = "ios")))]
    pub fn try_new_https_mutual<CA, K, D>(
        base_path: &str,
        ca_certificate: CA,
        client_key: K,
        client_certificate: D,
    ) -> Result<Self, ClientInitError>
    where
        CA: AsRef<Path>,
        K: AsRef<Path>,
        D: AsRef<Path>,
    {
        let https_connector = Connector::builder()
            .https()
            .pin_server_certificate(ca_certificate)
            .client_authentication(client_key, client_certificate)
            .build()
            .map_err(ClientInitError::SslError)?;
        Self::try_new_with_connector(base_path, Some("https"), https_connector)
    }
}

impl<S, C> Client<S, C> where
    S: Service<
           (Request<BoxBody<Bytes, Infallible>>, C)> + Clone + Sync + Send + 'static,
    S::Future: Send + 'static,
    S::Error: Into<crate::ServiceError> + fmt::Display,
    C: Clone + Send + Sync + 'static
{
    /// Constructor for creating a `Client` by passing in a pre-made `hyper::service::Service` /
    /// `tower::Service`
    ///
    /// This allows adding custom wrappers around the underlying transport, for example for logging.
    pub fn try_new_with_client_service(
        client_service: S,
        base_path: &str,
    ) -> Result<Self, ClientInitError>
    {
        Ok(Self {
            client_service,
            base_path: into_base_path(base_path, None)?,
            marker: PhantomData,
        })
    }
}

/// Error type failing to create a Client
#[derive(Debug)]
pub enum ClientInitError {
    /// Invalid URL Scheme
    InvalidScheme,

    /// Invalid URI
    InvalidUri(hyper::http::uri::InvalidUri),

    /// Missing Hostname
    MissingHost,

    /// HTTPS requested but TLS features not enabled
    TlsNotEnabled,

    /// SSL Connection Error
    #[cfg(all(feature = "client-tls", any(target_os = "macos", target_os = "windows", target_os = "ios")))]
    SslError(native_tls::Error),

    /// SSL Connection Error
    #[cfg(all(feature = "client-tls", not(any(target_os = "macos", target_os = "windows", target_os = "ios"))))]
    SslError(openssl::error::ErrorStack),
}

impl From<hyper::http::uri::InvalidUri> for ClientInitError {
    fn from(err: hyper::http::uri::InvalidUri) -> ClientInitError {
        ClientInitError::InvalidUri(err)
    }
}

impl fmt::Display for ClientInitError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let s: &dyn fmt::Debug = self;
        s.fmt(f)
    }
}

impl Error for ClientInitError {
    fn description(&self) -> &str {
        "Failed to produce a hyper client."
    }
}

#[allow(dead_code)]
fn body_from_string(s: String) -> BoxBody<Bytes, Infallible> {
    BoxBody::new(Full::new(Bytes::from(s)))
}

#[allow(dead_code)]
fn body_from_bytes(b: Vec<u8>) -> BoxBody<Bytes, Infallible> {
    BoxBody::new(Full::new(Bytes::from(b)))
}

#[async_trait]
impl<S, C, B> Api<C> for Client<S, C> where
    S: Service<
       (Request<BoxBody<Bytes, Infallible>>, C),
       Response=Response<B>> + Clone + Sync + Send + 'static,
    S::Future: Send + 'static,
    S::Error: Into<crate::ServiceError> + fmt::Display,
    C: Has<XSpanIdString> + Has<Option<AuthData>> + Clone + Send + Sync + 'static,
    B: hyper::body::Body + Send + 'static + Unpin,
    B::Data: Send,
    B::Error: Into<Box<dyn Error + Send + Sync>>,
{

    #[allow(clippy::vec_init_then_push)]
    async fn list_matches(
        &self,
        param_limit: Option<u32>,
        param_cursor: Option<String>,
        param_band: Option<models::BandFilter>,
        param_since: Option<chrono::DateTime::<chrono::Utc>>,
        context: &C) -> Result<ListMatchesResponse, ApiError>
    {
        let mut client_service = self.client_service.clone();
        #[allow(clippy::uninlined_format_args)]
        let mut uri = format!(
            "{}/v1/matches",
            self.base_path
        );

        // Query parameters
        let query_string = {
            let mut query_string = form_urlencoded::Serializer::new("".to_owned());
            if let Some(param_limit) = param_limit {
                query_string.append_pair("limit",
                    &param_limit.to_string());
            }
            if let Some(param_cursor) = param_cursor {
                query_string.append_pair("cursor",
                    &param_cursor);
            }
            if let Some(param_band) = param_band {
                query_string.append_pair("band",
                    &param_band.to_string());
            }
            if let Some(param_since) = param_since {
                query_string.append_pair("since",
                    &param_since.to_string());
            }
            query_string.finish()
        };
        if !query_string.is_empty() {
            uri += "?";
            uri += &query_string;
        }

        let uri = match Uri::from_str(&uri) {
            Ok(uri) => uri,
            Err(err) => return Err(ApiError(format!("Unable to build URI: {err}"))),
        };

        let mut request = match Request::builder()
            .method("GET")
            .uri(uri)
            .body(BoxBody::new(http_body_util::Empty::new())) {
                Ok(req) => req,
                Err(e) => return Err(ApiError(format!("Unable to create request: {e}")))
        };

        let header = HeaderValue::from_str(Has::<XSpanIdString>::get(context).0.as_str());
        request.headers_mut().insert(HeaderName::from_static("x-span-id"), match header {
            Ok(h) => h,
            Err(e) => return Err(ApiError(format!("Unable to create X-Span ID header value: {e}")))
        });

        #[allow(clippy::collapsible_match)]
        if let Some(auth_data) = Has::<Option<AuthData>>::get(context).as_ref() {
            use headers::authorization::Credentials;
            // The trailing `_` arm is unreachable when the spec declares every kind of
            // scheme `AuthData` can represent, and the workspace denies warnings.
            #[allow(unreachable_patterns, clippy::single_match, clippy::match_single_binding)]
            match auth_data {
                AuthData::Bearer(ref bearer_header) => {
                    let header = match headers::Authorization::bearer(&bearer_header.to_string()) {
                        Ok(h) => h,
                        Err(e) => return Err(ApiError(format!("Unable to create Authorization header: {e}")))
                    };
                    request.headers_mut().insert(
                        hyper::header::AUTHORIZATION,
                        header.0.encode());
                },
                _ => {}
            }
        }

        let response = client_service.call((request, context.clone()))
            .map_err(|e| ApiError(format!("No response received: {e}"))).await?;

        match response.status().as_u16() {
            200 => {
                let (header, body) = response.into_parts();
                let response_x_rate_limit_limit = match header.headers.get(HeaderName::from_static("x-ratelimit-limit")) {
                    Some(response_x_rate_limit_limit) => {
                        let response_x_rate_limit_limit = response_x_rate_limit_limit.clone();
                        let response_x_rate_limit_limit = match TryInto::<header::IntoHeaderValue<i32>>::try_into(response_x_rate_limit_limit) {
                            Ok(value) => value,
                            Err(e) => {
                                return Err(ApiError(format!("Invalid response header X-RateLimit-Limit for response 200 - {e}")));
                            },
                        };
                        Some(response_x_rate_limit_limit.0)
                        },
                    None => None,
                };

                let response_x_rate_limit_remaining = match header.headers.get(HeaderName::from_static("x-ratelimit-remaining")) {
                    Some(response_x_rate_limit_remaining) => {
                        let response_x_rate_limit_remaining = response_x_rate_limit_remaining.clone();
                        let response_x_rate_limit_remaining = match TryInto::<header::IntoHeaderValue<i32>>::try_into(response_x_rate_limit_remaining) {
                            Ok(value) => value,
                            Err(e) => {
                                return Err(ApiError(format!("Invalid response header X-RateLimit-Remaining for response 200 - {e}")));
                            },
                        };
                        Some(response_x_rate_limit_remaining.0)
                        },
                    None => None,
                };

                let response_x_rate_limit_reset = match header.headers.get(HeaderName::from_static("x-ratelimit-reset")) {
                    Some(response_x_rate_limit_reset) => {
                        let response_x_rate_limit_reset = response_x_rate_limit_reset.clone();
                        let response_x_rate_limit_reset = match TryInto::<header::IntoHeaderValue<i32>>::try_into(response_x_rate_limit_reset) {
                            Ok(value) => value,
                            Err(e) => {
                                return Err(ApiError(format!("Invalid response header X-RateLimit-Reset for response 200 - {e}")));
                            },
                        };
                        Some(response_x_rate_limit_reset.0)
                        },
                    None => None,
                };


                let body = http_body_util::BodyExt::collect(body)

                        .await
                        .map(|f| f.to_bytes().to_vec())
                        .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::MatchPage>(body)
                    .map_err(|e| ApiError(format!("Response body did not match the schema: {e}")))?;

                Ok(ListMatchesResponse::Ok
                    {
                        body,
                        x_rate_limit_limit: response_x_rate_limit_limit,
                        x_rate_limit_remaining: response_x_rate_limit_remaining,
                        x_rate_limit_reset: response_x_rate_limit_reset,
                    }
                )
            }
            400 => {

                let body = http_body_util::BodyExt::collect(response.into_body())
                        .await
                        .map(|f| f.to_bytes().to_vec())
                        .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Error>(body)
                    .map_err(|e| ApiError(format!("Response body did not match the schema: {e}")))?;

                Ok(ListMatchesResponse::BadRequest
                    (body)
                )
            }
            401 => {

                let body = http_body_util::BodyExt::collect(response.into_body())
                        .await
                        .map(|f| f.to_bytes().to_vec())
                        .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Error>(body)
                    .map_err(|e| ApiError(format!("Response body did not match the schema: {e}")))?;

                Ok(ListMatchesResponse::Unauthorized
                    (body)
                )
            }
            403 => {

                let body = http_body_util::BodyExt::collect(response.into_body())
                        .await
                        .map(|f| f.to_bytes().to_vec())
                        .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Error>(body)
                    .map_err(|e| ApiError(format!("Response body did not match the schema: {e}")))?;

                Ok(ListMatchesResponse::SubscriptionRequired
                    (body)
                )
            }
            405 => {
                let (header, body) = response.into_parts();
                let response_allow = match header.headers.get(HeaderName::from_static("allow")) {
                    Some(response_allow) => {
                        let response_allow = response_allow.clone();
                        let response_allow = match TryInto::<header::IntoHeaderValue<String>>::try_into(response_allow) {
                            Ok(value) => value,
                            Err(e) => {
                                return Err(ApiError(format!("Invalid response header Allow for response 405 - {e}")));
                            },
                        };
                        Some(response_allow.0)
                        },
                    None => None,
                };


                let body = http_body_util::BodyExt::collect(body)

                        .await
                        .map(|f| f.to_bytes().to_vec())
                        .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Error>(body)
                    .map_err(|e| ApiError(format!("Response body did not match the schema: {e}")))?;

                Ok(ListMatchesResponse::MethodNotAllowed
                    {
                        body,
                        allow: response_allow,
                    }
                )
            }
            429 => {
                let (header, body) = response.into_parts();
                let response_retry_after = match header.headers.get(HeaderName::from_static("retry-after")) {
                    Some(response_retry_after) => {
                        let response_retry_after = response_retry_after.clone();
                        let response_retry_after = match TryInto::<header::IntoHeaderValue<i32>>::try_into(response_retry_after) {
                            Ok(value) => value,
                            Err(e) => {
                                return Err(ApiError(format!("Invalid response header Retry-After for response 429 - {e}")));
                            },
                        };
                        Some(response_retry_after.0)
                        },
                    None => None,
                };

                let response_x_rate_limit_limit = match header.headers.get(HeaderName::from_static("x-ratelimit-limit")) {
                    Some(response_x_rate_limit_limit) => {
                        let response_x_rate_limit_limit = response_x_rate_limit_limit.clone();
                        let response_x_rate_limit_limit = match TryInto::<header::IntoHeaderValue<i32>>::try_into(response_x_rate_limit_limit) {
                            Ok(value) => value,
                            Err(e) => {
                                return Err(ApiError(format!("Invalid response header X-RateLimit-Limit for response 429 - {e}")));
                            },
                        };
                        Some(response_x_rate_limit_limit.0)
                        },
                    None => None,
                };

                let response_x_rate_limit_remaining = match header.headers.get(HeaderName::from_static("x-ratelimit-remaining")) {
                    Some(response_x_rate_limit_remaining) => {
                        let response_x_rate_limit_remaining = response_x_rate_limit_remaining.clone();
                        let response_x_rate_limit_remaining = match TryInto::<header::IntoHeaderValue<i32>>::try_into(response_x_rate_limit_remaining) {
                            Ok(value) => value,
                            Err(e) => {
                                return Err(ApiError(format!("Invalid response header X-RateLimit-Remaining for response 429 - {e}")));
                            },
                        };
                        Some(response_x_rate_limit_remaining.0)
                        },
                    None => None,
                };

                let response_x_rate_limit_reset = match header.headers.get(HeaderName::from_static("x-ratelimit-reset")) {
                    Some(response_x_rate_limit_reset) => {
                        let response_x_rate_limit_reset = response_x_rate_limit_reset.clone();
                        let response_x_rate_limit_reset = match TryInto::<header::IntoHeaderValue<i32>>::try_into(response_x_rate_limit_reset) {
                            Ok(value) => value,
                            Err(e) => {
                                return Err(ApiError(format!("Invalid response header X-RateLimit-Reset for response 429 - {e}")));
                            },
                        };
                        Some(response_x_rate_limit_reset.0)
                        },
                    None => None,
                };


                let body = http_body_util::BodyExt::collect(body)

                        .await
                        .map(|f| f.to_bytes().to_vec())
                        .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Error>(body)
                    .map_err(|e| ApiError(format!("Response body did not match the schema: {e}")))?;

                Ok(ListMatchesResponse::RateLimited
                    {
                        body,
                        retry_after: response_retry_after,
                        x_rate_limit_limit: response_x_rate_limit_limit,
                        x_rate_limit_remaining: response_x_rate_limit_remaining,
                        x_rate_limit_reset: response_x_rate_limit_reset,
                    }
                )
            }
            500 => {

                let body = http_body_util::BodyExt::collect(response.into_body())
                        .await
                        .map(|f| f.to_bytes().to_vec())
                        .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Error>(body)
                    .map_err(|e| ApiError(format!("Response body did not match the schema: {e}")))?;

                Ok(ListMatchesResponse::Internal
                    (body)
                )
            }
            503 => {
                let (header, body) = response.into_parts();
                let response_retry_after = match header.headers.get(HeaderName::from_static("retry-after")) {
                    Some(response_retry_after) => {
                        let response_retry_after = response_retry_after.clone();
                        let response_retry_after = match TryInto::<header::IntoHeaderValue<i32>>::try_into(response_retry_after) {
                            Ok(value) => value,
                            Err(e) => {
                                return Err(ApiError(format!("Invalid response header Retry-After for response 503 - {e}")));
                            },
                        };
                        Some(response_retry_after.0)
                        },
                    None => None,
                };


                let body = http_body_util::BodyExt::collect(body)

                        .await
                        .map(|f| f.to_bytes().to_vec())
                        .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Error>(body)
                    .map_err(|e| ApiError(format!("Response body did not match the schema: {e}")))?;

                Ok(ListMatchesResponse::Unavailable
                    {
                        body,
                        retry_after: response_retry_after,
                    }
                )
            }
            code => {
                let headers = response.headers().clone();
                let body = http_body_util::BodyExt::collect(response.into_body())
                        .await
                        .map(|f| f.to_bytes().to_vec());
                Err(ApiError(format!("Unexpected response code {code}:\n{headers:?}\n\n{}",
                    match body {
                        Ok(body) => match String::from_utf8(body) {
                            Ok(body) => body,
                            Err(e) => format!("<Body was not UTF8: {e:?}>"),
                        },
                        Err(e) => format!("<Failed to read body: {}>", Into::<crate::ServiceError>::into(e)),
                    }
                )))
            }
        }
    }

    #[allow(clippy::vec_init_then_push)]
    async fn get_match(
        &self,
        param_id: String,
        context: &C) -> Result<GetMatchResponse, ApiError>
    {
        let mut client_service = self.client_service.clone();
        #[allow(clippy::uninlined_format_args)]
        let mut uri = format!(
            "{}/v1/matches/{id}",
            self.base_path
            ,id=utf8_percent_encode(&param_id.to_string(), ID_ENCODE_SET)
        );

        // Query parameters
        let query_string = {
            let mut query_string = form_urlencoded::Serializer::new("".to_owned());
            query_string.finish()
        };
        if !query_string.is_empty() {
            uri += "?";
            uri += &query_string;
        }

        let uri = match Uri::from_str(&uri) {
            Ok(uri) => uri,
            Err(err) => return Err(ApiError(format!("Unable to build URI: {err}"))),
        };

        let mut request = match Request::builder()
            .method("GET")
            .uri(uri)
            .body(BoxBody::new(http_body_util::Empty::new())) {
                Ok(req) => req,
                Err(e) => return Err(ApiError(format!("Unable to create request: {e}")))
        };

        let header = HeaderValue::from_str(Has::<XSpanIdString>::get(context).0.as_str());
        request.headers_mut().insert(HeaderName::from_static("x-span-id"), match header {
            Ok(h) => h,
            Err(e) => return Err(ApiError(format!("Unable to create X-Span ID header value: {e}")))
        });

        #[allow(clippy::collapsible_match)]
        if let Some(auth_data) = Has::<Option<AuthData>>::get(context).as_ref() {
            use headers::authorization::Credentials;
            // The trailing `_` arm is unreachable when the spec declares every kind of
            // scheme `AuthData` can represent, and the workspace denies warnings.
            #[allow(unreachable_patterns, clippy::single_match, clippy::match_single_binding)]
            match auth_data {
                AuthData::Bearer(ref bearer_header) => {
                    let header = match headers::Authorization::bearer(&bearer_header.to_string()) {
                        Ok(h) => h,
                        Err(e) => return Err(ApiError(format!("Unable to create Authorization header: {e}")))
                    };
                    request.headers_mut().insert(
                        hyper::header::AUTHORIZATION,
                        header.0.encode());
                },
                _ => {}
            }
        }

        let response = client_service.call((request, context.clone()))
            .map_err(|e| ApiError(format!("No response received: {e}"))).await?;

        match response.status().as_u16() {
            200 => {
                let (header, body) = response.into_parts();
                let response_x_rate_limit_limit = match header.headers.get(HeaderName::from_static("x-ratelimit-limit")) {
                    Some(response_x_rate_limit_limit) => {
                        let response_x_rate_limit_limit = response_x_rate_limit_limit.clone();
                        let response_x_rate_limit_limit = match TryInto::<header::IntoHeaderValue<i32>>::try_into(response_x_rate_limit_limit) {
                            Ok(value) => value,
                            Err(e) => {
                                return Err(ApiError(format!("Invalid response header X-RateLimit-Limit for response 200 - {e}")));
                            },
                        };
                        Some(response_x_rate_limit_limit.0)
                        },
                    None => None,
                };

                let response_x_rate_limit_remaining = match header.headers.get(HeaderName::from_static("x-ratelimit-remaining")) {
                    Some(response_x_rate_limit_remaining) => {
                        let response_x_rate_limit_remaining = response_x_rate_limit_remaining.clone();
                        let response_x_rate_limit_remaining = match TryInto::<header::IntoHeaderValue<i32>>::try_into(response_x_rate_limit_remaining) {
                            Ok(value) => value,
                            Err(e) => {
                                return Err(ApiError(format!("Invalid response header X-RateLimit-Remaining for response 200 - {e}")));
                            },
                        };
                        Some(response_x_rate_limit_remaining.0)
                        },
                    None => None,
                };

                let response_x_rate_limit_reset = match header.headers.get(HeaderName::from_static("x-ratelimit-reset")) {
                    Some(response_x_rate_limit_reset) => {
                        let response_x_rate_limit_reset = response_x_rate_limit_reset.clone();
                        let response_x_rate_limit_reset = match TryInto::<header::IntoHeaderValue<i32>>::try_into(response_x_rate_limit_reset) {
                            Ok(value) => value,
                            Err(e) => {
                                return Err(ApiError(format!("Invalid response header X-RateLimit-Reset for response 200 - {e}")));
                            },
                        };
                        Some(response_x_rate_limit_reset.0)
                        },
                    None => None,
                };


                let body = http_body_util::BodyExt::collect(body)

                        .await
                        .map(|f| f.to_bytes().to_vec())
                        .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::MatchDetail>(body)
                    .map_err(|e| ApiError(format!("Response body did not match the schema: {e}")))?;

                Ok(GetMatchResponse::Ok
                    {
                        body,
                        x_rate_limit_limit: response_x_rate_limit_limit,
                        x_rate_limit_remaining: response_x_rate_limit_remaining,
                        x_rate_limit_reset: response_x_rate_limit_reset,
                    }
                )
            }
            400 => {

                let body = http_body_util::BodyExt::collect(response.into_body())
                        .await
                        .map(|f| f.to_bytes().to_vec())
                        .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Error>(body)
                    .map_err(|e| ApiError(format!("Response body did not match the schema: {e}")))?;

                Ok(GetMatchResponse::BadRequest
                    (body)
                )
            }
            401 => {

                let body = http_body_util::BodyExt::collect(response.into_body())
                        .await
                        .map(|f| f.to_bytes().to_vec())
                        .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Error>(body)
                    .map_err(|e| ApiError(format!("Response body did not match the schema: {e}")))?;

                Ok(GetMatchResponse::Unauthorized
                    (body)
                )
            }
            403 => {

                let body = http_body_util::BodyExt::collect(response.into_body())
                        .await
                        .map(|f| f.to_bytes().to_vec())
                        .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Error>(body)
                    .map_err(|e| ApiError(format!("Response body did not match the schema: {e}")))?;

                Ok(GetMatchResponse::SubscriptionRequired
                    (body)
                )
            }
            404 => {

                let body = http_body_util::BodyExt::collect(response.into_body())
                        .await
                        .map(|f| f.to_bytes().to_vec())
                        .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Error>(body)
                    .map_err(|e| ApiError(format!("Response body did not match the schema: {e}")))?;

                Ok(GetMatchResponse::NotFound
                    (body)
                )
            }
            405 => {
                let (header, body) = response.into_parts();
                let response_allow = match header.headers.get(HeaderName::from_static("allow")) {
                    Some(response_allow) => {
                        let response_allow = response_allow.clone();
                        let response_allow = match TryInto::<header::IntoHeaderValue<String>>::try_into(response_allow) {
                            Ok(value) => value,
                            Err(e) => {
                                return Err(ApiError(format!("Invalid response header Allow for response 405 - {e}")));
                            },
                        };
                        Some(response_allow.0)
                        },
                    None => None,
                };


                let body = http_body_util::BodyExt::collect(body)

                        .await
                        .map(|f| f.to_bytes().to_vec())
                        .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Error>(body)
                    .map_err(|e| ApiError(format!("Response body did not match the schema: {e}")))?;

                Ok(GetMatchResponse::MethodNotAllowed
                    {
                        body,
                        allow: response_allow,
                    }
                )
            }
            429 => {
                let (header, body) = response.into_parts();
                let response_retry_after = match header.headers.get(HeaderName::from_static("retry-after")) {
                    Some(response_retry_after) => {
                        let response_retry_after = response_retry_after.clone();
                        let response_retry_after = match TryInto::<header::IntoHeaderValue<i32>>::try_into(response_retry_after) {
                            Ok(value) => value,
                            Err(e) => {
                                return Err(ApiError(format!("Invalid response header Retry-After for response 429 - {e}")));
                            },
                        };
                        Some(response_retry_after.0)
                        },
                    None => None,
                };

                let response_x_rate_limit_limit = match header.headers.get(HeaderName::from_static("x-ratelimit-limit")) {
                    Some(response_x_rate_limit_limit) => {
                        let response_x_rate_limit_limit = response_x_rate_limit_limit.clone();
                        let response_x_rate_limit_limit = match TryInto::<header::IntoHeaderValue<i32>>::try_into(response_x_rate_limit_limit) {
                            Ok(value) => value,
                            Err(e) => {
                                return Err(ApiError(format!("Invalid response header X-RateLimit-Limit for response 429 - {e}")));
                            },
                        };
                        Some(response_x_rate_limit_limit.0)
                        },
                    None => None,
                };

                let response_x_rate_limit_remaining = match header.headers.get(HeaderName::from_static("x-ratelimit-remaining")) {
                    Some(response_x_rate_limit_remaining) => {
                        let response_x_rate_limit_remaining = response_x_rate_limit_remaining.clone();
                        let response_x_rate_limit_remaining = match TryInto::<header::IntoHeaderValue<i32>>::try_into(response_x_rate_limit_remaining) {
                            Ok(value) => value,
                            Err(e) => {
                                return Err(ApiError(format!("Invalid response header X-RateLimit-Remaining for response 429 - {e}")));
                            },
                        };
                        Some(response_x_rate_limit_remaining.0)
                        },
                    None => None,
                };

                let response_x_rate_limit_reset = match header.headers.get(HeaderName::from_static("x-ratelimit-reset")) {
                    Some(response_x_rate_limit_reset) => {
                        let response_x_rate_limit_reset = response_x_rate_limit_reset.clone();
                        let response_x_rate_limit_reset = match TryInto::<header::IntoHeaderValue<i32>>::try_into(response_x_rate_limit_reset) {
                            Ok(value) => value,
                            Err(e) => {
                                return Err(ApiError(format!("Invalid response header X-RateLimit-Reset for response 429 - {e}")));
                            },
                        };
                        Some(response_x_rate_limit_reset.0)
                        },
                    None => None,
                };


                let body = http_body_util::BodyExt::collect(body)

                        .await
                        .map(|f| f.to_bytes().to_vec())
                        .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Error>(body)
                    .map_err(|e| ApiError(format!("Response body did not match the schema: {e}")))?;

                Ok(GetMatchResponse::RateLimited
                    {
                        body,
                        retry_after: response_retry_after,
                        x_rate_limit_limit: response_x_rate_limit_limit,
                        x_rate_limit_remaining: response_x_rate_limit_remaining,
                        x_rate_limit_reset: response_x_rate_limit_reset,
                    }
                )
            }
            500 => {

                let body = http_body_util::BodyExt::collect(response.into_body())
                        .await
                        .map(|f| f.to_bytes().to_vec())
                        .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Error>(body)
                    .map_err(|e| ApiError(format!("Response body did not match the schema: {e}")))?;

                Ok(GetMatchResponse::Internal
                    (body)
                )
            }
            503 => {
                let (header, body) = response.into_parts();
                let response_retry_after = match header.headers.get(HeaderName::from_static("retry-after")) {
                    Some(response_retry_after) => {
                        let response_retry_after = response_retry_after.clone();
                        let response_retry_after = match TryInto::<header::IntoHeaderValue<i32>>::try_into(response_retry_after) {
                            Ok(value) => value,
                            Err(e) => {
                                return Err(ApiError(format!("Invalid response header Retry-After for response 503 - {e}")));
                            },
                        };
                        Some(response_retry_after.0)
                        },
                    None => None,
                };


                let body = http_body_util::BodyExt::collect(body)

                        .await
                        .map(|f| f.to_bytes().to_vec())
                        .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Error>(body)
                    .map_err(|e| ApiError(format!("Response body did not match the schema: {e}")))?;

                Ok(GetMatchResponse::Unavailable
                    {
                        body,
                        retry_after: response_retry_after,
                    }
                )
            }
            code => {
                let headers = response.headers().clone();
                let body = http_body_util::BodyExt::collect(response.into_body())
                        .await
                        .map(|f| f.to_bytes().to_vec());
                Err(ApiError(format!("Unexpected response code {code}:\n{headers:?}\n\n{}",
                    match body {
                        Ok(body) => match String::from_utf8(body) {
                            Ok(body) => body,
                            Err(e) => format!("<Body was not UTF8: {e:?}>"),
                        },
                        Err(e) => format!("<Failed to read body: {}>", Into::<crate::ServiceError>::into(e)),
                    }
                )))
            }
        }
    }

    #[allow(clippy::vec_init_then_push)]
    async fn get_monitoring(
        &self,
        context: &C) -> Result<GetMonitoringResponse, ApiError>
    {
        let mut client_service = self.client_service.clone();
        #[allow(clippy::uninlined_format_args)]
        let mut uri = format!(
            "{}/v1/monitoring",
            self.base_path
        );

        // Query parameters
        let query_string = {
            let mut query_string = form_urlencoded::Serializer::new("".to_owned());
            query_string.finish()
        };
        if !query_string.is_empty() {
            uri += "?";
            uri += &query_string;
        }

        let uri = match Uri::from_str(&uri) {
            Ok(uri) => uri,
            Err(err) => return Err(ApiError(format!("Unable to build URI: {err}"))),
        };

        let mut request = match Request::builder()
            .method("GET")
            .uri(uri)
            .body(BoxBody::new(http_body_util::Empty::new())) {
                Ok(req) => req,
                Err(e) => return Err(ApiError(format!("Unable to create request: {e}")))
        };

        let header = HeaderValue::from_str(Has::<XSpanIdString>::get(context).0.as_str());
        request.headers_mut().insert(HeaderName::from_static("x-span-id"), match header {
            Ok(h) => h,
            Err(e) => return Err(ApiError(format!("Unable to create X-Span ID header value: {e}")))
        });

        #[allow(clippy::collapsible_match)]
        if let Some(auth_data) = Has::<Option<AuthData>>::get(context).as_ref() {
            use headers::authorization::Credentials;
            // The trailing `_` arm is unreachable when the spec declares every kind of
            // scheme `AuthData` can represent, and the workspace denies warnings.
            #[allow(unreachable_patterns, clippy::single_match, clippy::match_single_binding)]
            match auth_data {
                AuthData::Bearer(ref bearer_header) => {
                    let header = match headers::Authorization::bearer(&bearer_header.to_string()) {
                        Ok(h) => h,
                        Err(e) => return Err(ApiError(format!("Unable to create Authorization header: {e}")))
                    };
                    request.headers_mut().insert(
                        hyper::header::AUTHORIZATION,
                        header.0.encode());
                },
                _ => {}
            }
        }

        let response = client_service.call((request, context.clone()))
            .map_err(|e| ApiError(format!("No response received: {e}"))).await?;

        match response.status().as_u16() {
            200 => {
                let (header, body) = response.into_parts();
                let response_x_rate_limit_limit = match header.headers.get(HeaderName::from_static("x-ratelimit-limit")) {
                    Some(response_x_rate_limit_limit) => {
                        let response_x_rate_limit_limit = response_x_rate_limit_limit.clone();
                        let response_x_rate_limit_limit = match TryInto::<header::IntoHeaderValue<i32>>::try_into(response_x_rate_limit_limit) {
                            Ok(value) => value,
                            Err(e) => {
                                return Err(ApiError(format!("Invalid response header X-RateLimit-Limit for response 200 - {e}")));
                            },
                        };
                        Some(response_x_rate_limit_limit.0)
                        },
                    None => None,
                };

                let response_x_rate_limit_remaining = match header.headers.get(HeaderName::from_static("x-ratelimit-remaining")) {
                    Some(response_x_rate_limit_remaining) => {
                        let response_x_rate_limit_remaining = response_x_rate_limit_remaining.clone();
                        let response_x_rate_limit_remaining = match TryInto::<header::IntoHeaderValue<i32>>::try_into(response_x_rate_limit_remaining) {
                            Ok(value) => value,
                            Err(e) => {
                                return Err(ApiError(format!("Invalid response header X-RateLimit-Remaining for response 200 - {e}")));
                            },
                        };
                        Some(response_x_rate_limit_remaining.0)
                        },
                    None => None,
                };

                let response_x_rate_limit_reset = match header.headers.get(HeaderName::from_static("x-ratelimit-reset")) {
                    Some(response_x_rate_limit_reset) => {
                        let response_x_rate_limit_reset = response_x_rate_limit_reset.clone();
                        let response_x_rate_limit_reset = match TryInto::<header::IntoHeaderValue<i32>>::try_into(response_x_rate_limit_reset) {
                            Ok(value) => value,
                            Err(e) => {
                                return Err(ApiError(format!("Invalid response header X-RateLimit-Reset for response 200 - {e}")));
                            },
                        };
                        Some(response_x_rate_limit_reset.0)
                        },
                    None => None,
                };


                let body = http_body_util::BodyExt::collect(body)

                        .await
                        .map(|f| f.to_bytes().to_vec())
                        .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Monitoring>(body)
                    .map_err(|e| ApiError(format!("Response body did not match the schema: {e}")))?;

                Ok(GetMonitoringResponse::Ok
                    {
                        body,
                        x_rate_limit_limit: response_x_rate_limit_limit,
                        x_rate_limit_remaining: response_x_rate_limit_remaining,
                        x_rate_limit_reset: response_x_rate_limit_reset,
                    }
                )
            }
            401 => {

                let body = http_body_util::BodyExt::collect(response.into_body())
                        .await
                        .map(|f| f.to_bytes().to_vec())
                        .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Error>(body)
                    .map_err(|e| ApiError(format!("Response body did not match the schema: {e}")))?;

                Ok(GetMonitoringResponse::Unauthorized
                    (body)
                )
            }
            403 => {

                let body = http_body_util::BodyExt::collect(response.into_body())
                        .await
                        .map(|f| f.to_bytes().to_vec())
                        .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Error>(body)
                    .map_err(|e| ApiError(format!("Response body did not match the schema: {e}")))?;

                Ok(GetMonitoringResponse::SubscriptionRequired
                    (body)
                )
            }
            405 => {
                let (header, body) = response.into_parts();
                let response_allow = match header.headers.get(HeaderName::from_static("allow")) {
                    Some(response_allow) => {
                        let response_allow = response_allow.clone();
                        let response_allow = match TryInto::<header::IntoHeaderValue<String>>::try_into(response_allow) {
                            Ok(value) => value,
                            Err(e) => {
                                return Err(ApiError(format!("Invalid response header Allow for response 405 - {e}")));
                            },
                        };
                        Some(response_allow.0)
                        },
                    None => None,
                };


                let body = http_body_util::BodyExt::collect(body)

                        .await
                        .map(|f| f.to_bytes().to_vec())
                        .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Error>(body)
                    .map_err(|e| ApiError(format!("Response body did not match the schema: {e}")))?;

                Ok(GetMonitoringResponse::MethodNotAllowed
                    {
                        body,
                        allow: response_allow,
                    }
                )
            }
            429 => {
                let (header, body) = response.into_parts();
                let response_retry_after = match header.headers.get(HeaderName::from_static("retry-after")) {
                    Some(response_retry_after) => {
                        let response_retry_after = response_retry_after.clone();
                        let response_retry_after = match TryInto::<header::IntoHeaderValue<i32>>::try_into(response_retry_after) {
                            Ok(value) => value,
                            Err(e) => {
                                return Err(ApiError(format!("Invalid response header Retry-After for response 429 - {e}")));
                            },
                        };
                        Some(response_retry_after.0)
                        },
                    None => None,
                };

                let response_x_rate_limit_limit = match header.headers.get(HeaderName::from_static("x-ratelimit-limit")) {
                    Some(response_x_rate_limit_limit) => {
                        let response_x_rate_limit_limit = response_x_rate_limit_limit.clone();
                        let response_x_rate_limit_limit = match TryInto::<header::IntoHeaderValue<i32>>::try_into(response_x_rate_limit_limit) {
                            Ok(value) => value,
                            Err(e) => {
                                return Err(ApiError(format!("Invalid response header X-RateLimit-Limit for response 429 - {e}")));
                            },
                        };
                        Some(response_x_rate_limit_limit.0)
                        },
                    None => None,
                };

                let response_x_rate_limit_remaining = match header.headers.get(HeaderName::from_static("x-ratelimit-remaining")) {
                    Some(response_x_rate_limit_remaining) => {
                        let response_x_rate_limit_remaining = response_x_rate_limit_remaining.clone();
                        let response_x_rate_limit_remaining = match TryInto::<header::IntoHeaderValue<i32>>::try_into(response_x_rate_limit_remaining) {
                            Ok(value) => value,
                            Err(e) => {
                                return Err(ApiError(format!("Invalid response header X-RateLimit-Remaining for response 429 - {e}")));
                            },
                        };
                        Some(response_x_rate_limit_remaining.0)
                        },
                    None => None,
                };

                let response_x_rate_limit_reset = match header.headers.get(HeaderName::from_static("x-ratelimit-reset")) {
                    Some(response_x_rate_limit_reset) => {
                        let response_x_rate_limit_reset = response_x_rate_limit_reset.clone();
                        let response_x_rate_limit_reset = match TryInto::<header::IntoHeaderValue<i32>>::try_into(response_x_rate_limit_reset) {
                            Ok(value) => value,
                            Err(e) => {
                                return Err(ApiError(format!("Invalid response header X-RateLimit-Reset for response 429 - {e}")));
                            },
                        };
                        Some(response_x_rate_limit_reset.0)
                        },
                    None => None,
                };


                let body = http_body_util::BodyExt::collect(body)

                        .await
                        .map(|f| f.to_bytes().to_vec())
                        .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Error>(body)
                    .map_err(|e| ApiError(format!("Response body did not match the schema: {e}")))?;

                Ok(GetMonitoringResponse::RateLimited
                    {
                        body,
                        retry_after: response_retry_after,
                        x_rate_limit_limit: response_x_rate_limit_limit,
                        x_rate_limit_remaining: response_x_rate_limit_remaining,
                        x_rate_limit_reset: response_x_rate_limit_reset,
                    }
                )
            }
            500 => {

                let body = http_body_util::BodyExt::collect(response.into_body())
                        .await
                        .map(|f| f.to_bytes().to_vec())
                        .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Error>(body)
                    .map_err(|e| ApiError(format!("Response body did not match the schema: {e}")))?;

                Ok(GetMonitoringResponse::Internal
                    (body)
                )
            }
            503 => {
                let (header, body) = response.into_parts();
                let response_retry_after = match header.headers.get(HeaderName::from_static("retry-after")) {
                    Some(response_retry_after) => {
                        let response_retry_after = response_retry_after.clone();
                        let response_retry_after = match TryInto::<header::IntoHeaderValue<i32>>::try_into(response_retry_after) {
                            Ok(value) => value,
                            Err(e) => {
                                return Err(ApiError(format!("Invalid response header Retry-After for response 503 - {e}")));
                            },
                        };
                        Some(response_retry_after.0)
                        },
                    None => None,
                };


                let body = http_body_util::BodyExt::collect(body)

                        .await
                        .map(|f| f.to_bytes().to_vec())
                        .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Error>(body)
                    .map_err(|e| ApiError(format!("Response body did not match the schema: {e}")))?;

                Ok(GetMonitoringResponse::Unavailable
                    {
                        body,
                        retry_after: response_retry_after,
                    }
                )
            }
            code => {
                let headers = response.headers().clone();
                let body = http_body_util::BodyExt::collect(response.into_body())
                        .await
                        .map(|f| f.to_bytes().to_vec());
                Err(ApiError(format!("Unexpected response code {code}:\n{headers:?}\n\n{}",
                    match body {
                        Ok(body) => match String::from_utf8(body) {
                            Ok(body) => body,
                            Err(e) => format!("<Body was not UTF8: {e:?}>"),
                        },
                        Err(e) => format!("<Failed to read body: {}>", Into::<crate::ServiceError>::into(e)),
                    }
                )))
            }
        }
    }

    #[allow(clippy::vec_init_then_push)]
    async fn get_product(
        &self,
        context: &C) -> Result<GetProductResponse, ApiError>
    {
        let mut client_service = self.client_service.clone();
        #[allow(clippy::uninlined_format_args)]
        let mut uri = format!(
            "{}/v1/product",
            self.base_path
        );

        // Query parameters
        let query_string = {
            let mut query_string = form_urlencoded::Serializer::new("".to_owned());
            query_string.finish()
        };
        if !query_string.is_empty() {
            uri += "?";
            uri += &query_string;
        }

        let uri = match Uri::from_str(&uri) {
            Ok(uri) => uri,
            Err(err) => return Err(ApiError(format!("Unable to build URI: {err}"))),
        };

        let mut request = match Request::builder()
            .method("GET")
            .uri(uri)
            .body(BoxBody::new(http_body_util::Empty::new())) {
                Ok(req) => req,
                Err(e) => return Err(ApiError(format!("Unable to create request: {e}")))
        };

        let header = HeaderValue::from_str(Has::<XSpanIdString>::get(context).0.as_str());
        request.headers_mut().insert(HeaderName::from_static("x-span-id"), match header {
            Ok(h) => h,
            Err(e) => return Err(ApiError(format!("Unable to create X-Span ID header value: {e}")))
        });

        #[allow(clippy::collapsible_match)]
        if let Some(auth_data) = Has::<Option<AuthData>>::get(context).as_ref() {
            use headers::authorization::Credentials;
            // The trailing `_` arm is unreachable when the spec declares every kind of
            // scheme `AuthData` can represent, and the workspace denies warnings.
            #[allow(unreachable_patterns, clippy::single_match, clippy::match_single_binding)]
            match auth_data {
                AuthData::Bearer(ref bearer_header) => {
                    let header = match headers::Authorization::bearer(&bearer_header.to_string()) {
                        Ok(h) => h,
                        Err(e) => return Err(ApiError(format!("Unable to create Authorization header: {e}")))
                    };
                    request.headers_mut().insert(
                        hyper::header::AUTHORIZATION,
                        header.0.encode());
                },
                _ => {}
            }
        }

        let response = client_service.call((request, context.clone()))
            .map_err(|e| ApiError(format!("No response received: {e}"))).await?;

        match response.status().as_u16() {
            200 => {
                let (header, body) = response.into_parts();
                let response_x_rate_limit_limit = match header.headers.get(HeaderName::from_static("x-ratelimit-limit")) {
                    Some(response_x_rate_limit_limit) => {
                        let response_x_rate_limit_limit = response_x_rate_limit_limit.clone();
                        let response_x_rate_limit_limit = match TryInto::<header::IntoHeaderValue<i32>>::try_into(response_x_rate_limit_limit) {
                            Ok(value) => value,
                            Err(e) => {
                                return Err(ApiError(format!("Invalid response header X-RateLimit-Limit for response 200 - {e}")));
                            },
                        };
                        Some(response_x_rate_limit_limit.0)
                        },
                    None => None,
                };

                let response_x_rate_limit_remaining = match header.headers.get(HeaderName::from_static("x-ratelimit-remaining")) {
                    Some(response_x_rate_limit_remaining) => {
                        let response_x_rate_limit_remaining = response_x_rate_limit_remaining.clone();
                        let response_x_rate_limit_remaining = match TryInto::<header::IntoHeaderValue<i32>>::try_into(response_x_rate_limit_remaining) {
                            Ok(value) => value,
                            Err(e) => {
                                return Err(ApiError(format!("Invalid response header X-RateLimit-Remaining for response 200 - {e}")));
                            },
                        };
                        Some(response_x_rate_limit_remaining.0)
                        },
                    None => None,
                };

                let response_x_rate_limit_reset = match header.headers.get(HeaderName::from_static("x-ratelimit-reset")) {
                    Some(response_x_rate_limit_reset) => {
                        let response_x_rate_limit_reset = response_x_rate_limit_reset.clone();
                        let response_x_rate_limit_reset = match TryInto::<header::IntoHeaderValue<i32>>::try_into(response_x_rate_limit_reset) {
                            Ok(value) => value,
                            Err(e) => {
                                return Err(ApiError(format!("Invalid response header X-RateLimit-Reset for response 200 - {e}")));
                            },
                        };
                        Some(response_x_rate_limit_reset.0)
                        },
                    None => None,
                };


                let body = http_body_util::BodyExt::collect(body)

                        .await
                        .map(|f| f.to_bytes().to_vec())
                        .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Product>(body)
                    .map_err(|e| ApiError(format!("Response body did not match the schema: {e}")))?;

                Ok(GetProductResponse::Ok
                    {
                        body,
                        x_rate_limit_limit: response_x_rate_limit_limit,
                        x_rate_limit_remaining: response_x_rate_limit_remaining,
                        x_rate_limit_reset: response_x_rate_limit_reset,
                    }
                )
            }
            401 => {

                let body = http_body_util::BodyExt::collect(response.into_body())
                        .await
                        .map(|f| f.to_bytes().to_vec())
                        .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Error>(body)
                    .map_err(|e| ApiError(format!("Response body did not match the schema: {e}")))?;

                Ok(GetProductResponse::Unauthorized
                    (body)
                )
            }
            403 => {

                let body = http_body_util::BodyExt::collect(response.into_body())
                        .await
                        .map(|f| f.to_bytes().to_vec())
                        .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Error>(body)
                    .map_err(|e| ApiError(format!("Response body did not match the schema: {e}")))?;

                Ok(GetProductResponse::SubscriptionRequired
                    (body)
                )
            }
            404 => {

                let body = http_body_util::BodyExt::collect(response.into_body())
                        .await
                        .map(|f| f.to_bytes().to_vec())
                        .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Error>(body)
                    .map_err(|e| ApiError(format!("Response body did not match the schema: {e}")))?;

                Ok(GetProductResponse::NotFound
                    (body)
                )
            }
            405 => {
                let (header, body) = response.into_parts();
                let response_allow = match header.headers.get(HeaderName::from_static("allow")) {
                    Some(response_allow) => {
                        let response_allow = response_allow.clone();
                        let response_allow = match TryInto::<header::IntoHeaderValue<String>>::try_into(response_allow) {
                            Ok(value) => value,
                            Err(e) => {
                                return Err(ApiError(format!("Invalid response header Allow for response 405 - {e}")));
                            },
                        };
                        Some(response_allow.0)
                        },
                    None => None,
                };


                let body = http_body_util::BodyExt::collect(body)

                        .await
                        .map(|f| f.to_bytes().to_vec())
                        .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Error>(body)
                    .map_err(|e| ApiError(format!("Response body did not match the schema: {e}")))?;

                Ok(GetProductResponse::MethodNotAllowed
                    {
                        body,
                        allow: response_allow,
                    }
                )
            }
            429 => {
                let (header, body) = response.into_parts();
                let response_retry_after = match header.headers.get(HeaderName::from_static("retry-after")) {
                    Some(response_retry_after) => {
                        let response_retry_after = response_retry_after.clone();
                        let response_retry_after = match TryInto::<header::IntoHeaderValue<i32>>::try_into(response_retry_after) {
                            Ok(value) => value,
                            Err(e) => {
                                return Err(ApiError(format!("Invalid response header Retry-After for response 429 - {e}")));
                            },
                        };
                        Some(response_retry_after.0)
                        },
                    None => None,
                };

                let response_x_rate_limit_limit = match header.headers.get(HeaderName::from_static("x-ratelimit-limit")) {
                    Some(response_x_rate_limit_limit) => {
                        let response_x_rate_limit_limit = response_x_rate_limit_limit.clone();
                        let response_x_rate_limit_limit = match TryInto::<header::IntoHeaderValue<i32>>::try_into(response_x_rate_limit_limit) {
                            Ok(value) => value,
                            Err(e) => {
                                return Err(ApiError(format!("Invalid response header X-RateLimit-Limit for response 429 - {e}")));
                            },
                        };
                        Some(response_x_rate_limit_limit.0)
                        },
                    None => None,
                };

                let response_x_rate_limit_remaining = match header.headers.get(HeaderName::from_static("x-ratelimit-remaining")) {
                    Some(response_x_rate_limit_remaining) => {
                        let response_x_rate_limit_remaining = response_x_rate_limit_remaining.clone();
                        let response_x_rate_limit_remaining = match TryInto::<header::IntoHeaderValue<i32>>::try_into(response_x_rate_limit_remaining) {
                            Ok(value) => value,
                            Err(e) => {
                                return Err(ApiError(format!("Invalid response header X-RateLimit-Remaining for response 429 - {e}")));
                            },
                        };
                        Some(response_x_rate_limit_remaining.0)
                        },
                    None => None,
                };

                let response_x_rate_limit_reset = match header.headers.get(HeaderName::from_static("x-ratelimit-reset")) {
                    Some(response_x_rate_limit_reset) => {
                        let response_x_rate_limit_reset = response_x_rate_limit_reset.clone();
                        let response_x_rate_limit_reset = match TryInto::<header::IntoHeaderValue<i32>>::try_into(response_x_rate_limit_reset) {
                            Ok(value) => value,
                            Err(e) => {
                                return Err(ApiError(format!("Invalid response header X-RateLimit-Reset for response 429 - {e}")));
                            },
                        };
                        Some(response_x_rate_limit_reset.0)
                        },
                    None => None,
                };


                let body = http_body_util::BodyExt::collect(body)

                        .await
                        .map(|f| f.to_bytes().to_vec())
                        .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Error>(body)
                    .map_err(|e| ApiError(format!("Response body did not match the schema: {e}")))?;

                Ok(GetProductResponse::RateLimited
                    {
                        body,
                        retry_after: response_retry_after,
                        x_rate_limit_limit: response_x_rate_limit_limit,
                        x_rate_limit_remaining: response_x_rate_limit_remaining,
                        x_rate_limit_reset: response_x_rate_limit_reset,
                    }
                )
            }
            500 => {

                let body = http_body_util::BodyExt::collect(response.into_body())
                        .await
                        .map(|f| f.to_bytes().to_vec())
                        .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Error>(body)
                    .map_err(|e| ApiError(format!("Response body did not match the schema: {e}")))?;

                Ok(GetProductResponse::Internal
                    (body)
                )
            }
            503 => {
                let (header, body) = response.into_parts();
                let response_retry_after = match header.headers.get(HeaderName::from_static("retry-after")) {
                    Some(response_retry_after) => {
                        let response_retry_after = response_retry_after.clone();
                        let response_retry_after = match TryInto::<header::IntoHeaderValue<i32>>::try_into(response_retry_after) {
                            Ok(value) => value,
                            Err(e) => {
                                return Err(ApiError(format!("Invalid response header Retry-After for response 503 - {e}")));
                            },
                        };
                        Some(response_retry_after.0)
                        },
                    None => None,
                };


                let body = http_body_util::BodyExt::collect(body)

                        .await
                        .map(|f| f.to_bytes().to_vec())
                        .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Error>(body)
                    .map_err(|e| ApiError(format!("Response body did not match the schema: {e}")))?;

                Ok(GetProductResponse::Unavailable
                    {
                        body,
                        retry_after: response_retry_after,
                    }
                )
            }
            code => {
                let headers = response.headers().clone();
                let body = http_body_util::BodyExt::collect(response.into_body())
                        .await
                        .map(|f| f.to_bytes().to_vec());
                Err(ApiError(format!("Unexpected response code {code}:\n{headers:?}\n\n{}",
                    match body {
                        Ok(body) => match String::from_utf8(body) {
                            Ok(body) => body,
                            Err(e) => format!("<Body was not UTF8: {e:?}>"),
                        },
                        Err(e) => format!("<Failed to read body: {}>", Into::<crate::ServiceError>::into(e)),
                    }
                )))
            }
        }
    }

    #[allow(clippy::vec_init_then_push)]
    async fn list_searches(
        &self,
        context: &C) -> Result<ListSearchesResponse, ApiError>
    {
        let mut client_service = self.client_service.clone();
        #[allow(clippy::uninlined_format_args)]
        let mut uri = format!(
            "{}/v1/searches",
            self.base_path
        );

        // Query parameters
        let query_string = {
            let mut query_string = form_urlencoded::Serializer::new("".to_owned());
            query_string.finish()
        };
        if !query_string.is_empty() {
            uri += "?";
            uri += &query_string;
        }

        let uri = match Uri::from_str(&uri) {
            Ok(uri) => uri,
            Err(err) => return Err(ApiError(format!("Unable to build URI: {err}"))),
        };

        let mut request = match Request::builder()
            .method("GET")
            .uri(uri)
            .body(BoxBody::new(http_body_util::Empty::new())) {
                Ok(req) => req,
                Err(e) => return Err(ApiError(format!("Unable to create request: {e}")))
        };

        let header = HeaderValue::from_str(Has::<XSpanIdString>::get(context).0.as_str());
        request.headers_mut().insert(HeaderName::from_static("x-span-id"), match header {
            Ok(h) => h,
            Err(e) => return Err(ApiError(format!("Unable to create X-Span ID header value: {e}")))
        });

        #[allow(clippy::collapsible_match)]
        if let Some(auth_data) = Has::<Option<AuthData>>::get(context).as_ref() {
            use headers::authorization::Credentials;
            // The trailing `_` arm is unreachable when the spec declares every kind of
            // scheme `AuthData` can represent, and the workspace denies warnings.
            #[allow(unreachable_patterns, clippy::single_match, clippy::match_single_binding)]
            match auth_data {
                AuthData::Bearer(ref bearer_header) => {
                    let header = match headers::Authorization::bearer(&bearer_header.to_string()) {
                        Ok(h) => h,
                        Err(e) => return Err(ApiError(format!("Unable to create Authorization header: {e}")))
                    };
                    request.headers_mut().insert(
                        hyper::header::AUTHORIZATION,
                        header.0.encode());
                },
                _ => {}
            }
        }

        let response = client_service.call((request, context.clone()))
            .map_err(|e| ApiError(format!("No response received: {e}"))).await?;

        match response.status().as_u16() {
            200 => {
                let (header, body) = response.into_parts();
                let response_x_rate_limit_limit = match header.headers.get(HeaderName::from_static("x-ratelimit-limit")) {
                    Some(response_x_rate_limit_limit) => {
                        let response_x_rate_limit_limit = response_x_rate_limit_limit.clone();
                        let response_x_rate_limit_limit = match TryInto::<header::IntoHeaderValue<i32>>::try_into(response_x_rate_limit_limit) {
                            Ok(value) => value,
                            Err(e) => {
                                return Err(ApiError(format!("Invalid response header X-RateLimit-Limit for response 200 - {e}")));
                            },
                        };
                        Some(response_x_rate_limit_limit.0)
                        },
                    None => None,
                };

                let response_x_rate_limit_remaining = match header.headers.get(HeaderName::from_static("x-ratelimit-remaining")) {
                    Some(response_x_rate_limit_remaining) => {
                        let response_x_rate_limit_remaining = response_x_rate_limit_remaining.clone();
                        let response_x_rate_limit_remaining = match TryInto::<header::IntoHeaderValue<i32>>::try_into(response_x_rate_limit_remaining) {
                            Ok(value) => value,
                            Err(e) => {
                                return Err(ApiError(format!("Invalid response header X-RateLimit-Remaining for response 200 - {e}")));
                            },
                        };
                        Some(response_x_rate_limit_remaining.0)
                        },
                    None => None,
                };

                let response_x_rate_limit_reset = match header.headers.get(HeaderName::from_static("x-ratelimit-reset")) {
                    Some(response_x_rate_limit_reset) => {
                        let response_x_rate_limit_reset = response_x_rate_limit_reset.clone();
                        let response_x_rate_limit_reset = match TryInto::<header::IntoHeaderValue<i32>>::try_into(response_x_rate_limit_reset) {
                            Ok(value) => value,
                            Err(e) => {
                                return Err(ApiError(format!("Invalid response header X-RateLimit-Reset for response 200 - {e}")));
                            },
                        };
                        Some(response_x_rate_limit_reset.0)
                        },
                    None => None,
                };


                let body = http_body_util::BodyExt::collect(body)

                        .await
                        .map(|f| f.to_bytes().to_vec())
                        .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::SearchList>(body)
                    .map_err(|e| ApiError(format!("Response body did not match the schema: {e}")))?;

                Ok(ListSearchesResponse::Ok
                    {
                        body,
                        x_rate_limit_limit: response_x_rate_limit_limit,
                        x_rate_limit_remaining: response_x_rate_limit_remaining,
                        x_rate_limit_reset: response_x_rate_limit_reset,
                    }
                )
            }
            401 => {

                let body = http_body_util::BodyExt::collect(response.into_body())
                        .await
                        .map(|f| f.to_bytes().to_vec())
                        .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Error>(body)
                    .map_err(|e| ApiError(format!("Response body did not match the schema: {e}")))?;

                Ok(ListSearchesResponse::Unauthorized
                    (body)
                )
            }
            403 => {

                let body = http_body_util::BodyExt::collect(response.into_body())
                        .await
                        .map(|f| f.to_bytes().to_vec())
                        .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Error>(body)
                    .map_err(|e| ApiError(format!("Response body did not match the schema: {e}")))?;

                Ok(ListSearchesResponse::SubscriptionRequired
                    (body)
                )
            }
            405 => {
                let (header, body) = response.into_parts();
                let response_allow = match header.headers.get(HeaderName::from_static("allow")) {
                    Some(response_allow) => {
                        let response_allow = response_allow.clone();
                        let response_allow = match TryInto::<header::IntoHeaderValue<String>>::try_into(response_allow) {
                            Ok(value) => value,
                            Err(e) => {
                                return Err(ApiError(format!("Invalid response header Allow for response 405 - {e}")));
                            },
                        };
                        Some(response_allow.0)
                        },
                    None => None,
                };


                let body = http_body_util::BodyExt::collect(body)

                        .await
                        .map(|f| f.to_bytes().to_vec())
                        .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Error>(body)
                    .map_err(|e| ApiError(format!("Response body did not match the schema: {e}")))?;

                Ok(ListSearchesResponse::MethodNotAllowed
                    {
                        body,
                        allow: response_allow,
                    }
                )
            }
            429 => {
                let (header, body) = response.into_parts();
                let response_retry_after = match header.headers.get(HeaderName::from_static("retry-after")) {
                    Some(response_retry_after) => {
                        let response_retry_after = response_retry_after.clone();
                        let response_retry_after = match TryInto::<header::IntoHeaderValue<i32>>::try_into(response_retry_after) {
                            Ok(value) => value,
                            Err(e) => {
                                return Err(ApiError(format!("Invalid response header Retry-After for response 429 - {e}")));
                            },
                        };
                        Some(response_retry_after.0)
                        },
                    None => None,
                };

                let response_x_rate_limit_limit = match header.headers.get(HeaderName::from_static("x-ratelimit-limit")) {
                    Some(response_x_rate_limit_limit) => {
                        let response_x_rate_limit_limit = response_x_rate_limit_limit.clone();
                        let response_x_rate_limit_limit = match TryInto::<header::IntoHeaderValue<i32>>::try_into(response_x_rate_limit_limit) {
                            Ok(value) => value,
                            Err(e) => {
                                return Err(ApiError(format!("Invalid response header X-RateLimit-Limit for response 429 - {e}")));
                            },
                        };
                        Some(response_x_rate_limit_limit.0)
                        },
                    None => None,
                };

                let response_x_rate_limit_remaining = match header.headers.get(HeaderName::from_static("x-ratelimit-remaining")) {
                    Some(response_x_rate_limit_remaining) => {
                        let response_x_rate_limit_remaining = response_x_rate_limit_remaining.clone();
                        let response_x_rate_limit_remaining = match TryInto::<header::IntoHeaderValue<i32>>::try_into(response_x_rate_limit_remaining) {
                            Ok(value) => value,
                            Err(e) => {
                                return Err(ApiError(format!("Invalid response header X-RateLimit-Remaining for response 429 - {e}")));
                            },
                        };
                        Some(response_x_rate_limit_remaining.0)
                        },
                    None => None,
                };

                let response_x_rate_limit_reset = match header.headers.get(HeaderName::from_static("x-ratelimit-reset")) {
                    Some(response_x_rate_limit_reset) => {
                        let response_x_rate_limit_reset = response_x_rate_limit_reset.clone();
                        let response_x_rate_limit_reset = match TryInto::<header::IntoHeaderValue<i32>>::try_into(response_x_rate_limit_reset) {
                            Ok(value) => value,
                            Err(e) => {
                                return Err(ApiError(format!("Invalid response header X-RateLimit-Reset for response 429 - {e}")));
                            },
                        };
                        Some(response_x_rate_limit_reset.0)
                        },
                    None => None,
                };


                let body = http_body_util::BodyExt::collect(body)

                        .await
                        .map(|f| f.to_bytes().to_vec())
                        .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Error>(body)
                    .map_err(|e| ApiError(format!("Response body did not match the schema: {e}")))?;

                Ok(ListSearchesResponse::RateLimited
                    {
                        body,
                        retry_after: response_retry_after,
                        x_rate_limit_limit: response_x_rate_limit_limit,
                        x_rate_limit_remaining: response_x_rate_limit_remaining,
                        x_rate_limit_reset: response_x_rate_limit_reset,
                    }
                )
            }
            500 => {

                let body = http_body_util::BodyExt::collect(response.into_body())
                        .await
                        .map(|f| f.to_bytes().to_vec())
                        .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Error>(body)
                    .map_err(|e| ApiError(format!("Response body did not match the schema: {e}")))?;

                Ok(ListSearchesResponse::Internal
                    (body)
                )
            }
            503 => {
                let (header, body) = response.into_parts();
                let response_retry_after = match header.headers.get(HeaderName::from_static("retry-after")) {
                    Some(response_retry_after) => {
                        let response_retry_after = response_retry_after.clone();
                        let response_retry_after = match TryInto::<header::IntoHeaderValue<i32>>::try_into(response_retry_after) {
                            Ok(value) => value,
                            Err(e) => {
                                return Err(ApiError(format!("Invalid response header Retry-After for response 503 - {e}")));
                            },
                        };
                        Some(response_retry_after.0)
                        },
                    None => None,
                };


                let body = http_body_util::BodyExt::collect(body)

                        .await
                        .map(|f| f.to_bytes().to_vec())
                        .map_err(|e| ApiError(format!("Failed to read response: {}", e.into())))?;

                let body = str::from_utf8(&body)
                    .map_err(|e| ApiError(format!("Response was not valid UTF8: {e}")))?;
                let body = serde_json::from_str::<models::Error>(body)
                    .map_err(|e| ApiError(format!("Response body did not match the schema: {e}")))?;

                Ok(ListSearchesResponse::Unavailable
                    {
                        body,
                        retry_after: response_retry_after,
                    }
                )
            }
            code => {
                let headers = response.headers().clone();
                let body = http_body_util::BodyExt::collect(response.into_body())
                        .await
                        .map(|f| f.to_bytes().to_vec());
                Err(ApiError(format!("Unexpected response code {code}:\n{headers:?}\n\n{}",
                    match body {
                        Ok(body) => match String::from_utf8(body) {
                            Ok(body) => body,
                            Err(e) => format!("<Body was not UTF8: {e:?}>"),
                        },
                        Err(e) => format!("<Failed to read body: {}>", Into::<crate::ServiceError>::into(e)),
                    }
                )))
            }
        }
    }

}
