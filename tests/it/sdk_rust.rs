//! The generated Rust client (the `client` feature of the generated crate)
//! against the real server.

use crate::common::Tw;
use swagger::{AuthData, ContextBuilder, EmptyContext, Push as _, XSpanIdString};
use threadwatch_api::{
    models, ApiNoContext, Client, ContextWrapperExt, GetMatchResponse, GetMonitoringResponse, GetProductResponse,
    ListMatchesResponse, ListSearchesResponse,
};

type ClientContext = swagger::make_context_ty!(ContextBuilder, EmptyContext, Option<AuthData>, XSpanIdString);

fn client(base: &str, key: &str) -> impl ApiNoContext<ClientContext> {
    let context: ClientContext = EmptyContext.push(XSpanIdString::default()).push(AuthData::bearer(key));
    Client::try_new_http(base).unwrap().with_context(context)
}

fn runtime() -> tokio::runtime::Runtime {
    tokio::runtime::Builder::new_current_thread().enable_all().build().unwrap()
}

#[test]
fn the_rust_client_pages_through_every_match_and_reads_every_resource() {
    let tw = Tw::new();
    let c = tw.customer("acme");
    tw.ingest_matching(&c.account, "p", 7);
    let server = tw.serve(&[("THREADWATCH_API__RATE_LIMIT_PER_MINUTE", "1000")]);
    let api = client(&server.base, &c.key);
    runtime().block_on(async {
        let mut seen: Vec<models::Match> = vec![];
        let mut cursor = None;
        loop {
            let page = match api.list_matches(Some(3), cursor, None, None).await.unwrap() {
                ListMatchesResponse::Ok { body, x_rate_limit_limit, .. } => {
                    assert_eq!(x_rate_limit_limit, Some(1000));
                    body
                }
                other => panic!("{other:?}"),
            };
            seen.extend(page.data);
            cursor = match page.next_cursor {
                Some(swagger::Nullable::Present(next)) => Some(next),
                _ => break,
            };
        }
        assert_eq!(seen.len(), 7);
        assert!(seen.windows(2).all(|w| (w[0].seen_at, &w[0].id) > (w[1].seen_at, &w[1].id)));

        match api.get_match(seen[0].id.clone()).await.unwrap() {
            GetMatchResponse::Ok { body, .. } => assert!(body.match_reason.contains("web analytics")),
            other => panic!("{other:?}"),
        }
        match api.get_product().await.unwrap() {
            GetProductResponse::Ok { body, .. } => assert_eq!(body.name, "Lumen"),
            other => panic!("{other:?}"),
        }
        match api.list_searches().await.unwrap() {
            ListSearchesResponse::Ok { body, .. } => assert_eq!(body.data.len(), 2),
            other => panic!("{other:?}"),
        }
        match api.get_monitoring().await.unwrap() {
            GetMonitoringResponse::Ok { body, .. } => assert_eq!(body.last_review.unwrap().matches_found, 7),
            other => panic!("{other:?}"),
        }
    });
}

#[test]
fn the_rust_client_sees_the_error_model() {
    let tw = Tw::new();
    let c = tw.customer("acme");
    let server = tw.serve(&[("THREADWATCH_API__RATE_LIMIT_PER_MINUTE", "2")]);
    runtime().block_on(async {
        let stranger = client(&server.base, "tw_live_not_a_key");
        match stranger.list_matches(None, None, None, None).await.unwrap() {
            ListMatchesResponse::Unauthorized(e) => assert_eq!(e.error.code, "unauthorized"),
            other => panic!("{other:?}"),
        }
        let api = client(&server.base, &c.key);
        match api.get_match("m_nothing".into()).await.unwrap() {
            GetMatchResponse::NotFound(e) => assert_eq!(e.error.code, "not_found"),
            other => panic!("{other:?}"),
        }
        assert!(matches!(api.list_matches(None, None, None, None).await.unwrap(), ListMatchesResponse::Ok { .. }));
        match api.list_matches(None, None, None, None).await.unwrap() {
            ListMatchesResponse::RateLimited { body, retry_after, .. } => {
                assert_eq!(body.error.code, "rate_limited");
                assert!(retry_after.unwrap() >= 1);
            }
            other => panic!("{other:?}"),
        }
    });
}
