//! What becomes of a delivery, attempt by attempt: the service runs in this
//! process, a real receiver answers as each test scripts it, and the test
//! sends what is due with `drain_deliveries` instead of waiting for workers.
use std::time::Duration;

use threadwatch::domain::{Band, DeliveryState, DestinationKind, DestinationState, Profile};
use threadwatch::store::DeliveryListing;

use crate::common::receiver::{Answer, Receiver};
use crate::common::service::Service;

/// A webhook for the receiver, made active by its test delivery (the
/// receiver's first answer). Returns its id.
fn active_webhook(service: &Service, account: &str, receiver: &Receiver) -> String {
    let target = threadwatch::app::NewTarget { url: Some(receiver.url.clone()), ..Default::default() };
    let added = service.app().add_destination(account, DestinationKind::Webhook, target, Band::Research).unwrap();
    assert_eq!(added.state, DestinationState::PendingTest);
    let tested = service.app().test_destination(&added.destination_id).unwrap();
    assert_eq!(tested.state, DestinationState::Active);
    added.destination_id
}

/// The account's `reddit.post.matched` deliveries.
fn matched(service: &Service, account: &str) -> Vec<DeliveryListing> {
    let all = service.app().list_deliveries(account, None).unwrap();
    all.into_iter().filter(|d| d.event == "reddit.post.matched").collect()
}

#[test]
fn a_failed_attempt_is_retried_with_the_same_delivery_id_and_body() {
    let service = Service::start(|_| {});
    let account = service.customer("acme");
    let receiver = Receiver::start(vec![Answer::status(200), Answer::status(500)]);
    active_webhook(&service, &account, &receiver);
    service.ingest_matching(&account, "p", 1);
    assert_eq!(service.drain_deliveries(), 2, "the failed attempt and its retry");
    let received = receiver.received();
    let (first, second) = (&received[1], &received[2]);
    assert_eq!(first.header("Threadwatch-Delivery"), second.header("Threadwatch-Delivery"));
    assert_eq!(first.body, second.body, "a retry sends the same bytes");
    let delivery = &matched(&service, &account)[0];
    assert_eq!((delivery.state, delivery.attempts), (DeliveryState::Accepted, 2));
}

#[test]
fn redirects_are_not_followed_and_count_as_failures() {
    let service = Service::start(|_| {});
    let account = service.customer("acme");
    let redirect = Answer { status: 302, delay: Duration::ZERO, headers: vec![("Location", "/elsewhere".into())] };
    let receiver = Receiver::start(vec![Answer::status(200), redirect.clone(), redirect.clone(), redirect]);
    active_webhook(&service, &account, &receiver);
    service.ingest_matching(&account, "p", 1);
    service.drain_deliveries();
    let received = receiver.received();
    assert!(received.iter().all(|r| r.path == "/hook"), "a redirect was followed: {received:?}");
    let failed = &matched(&service, &account)[0];
    assert_eq!((failed.state, failed.attempts), (DeliveryState::Failed, 3), "all three scheduled attempts were made");
    assert!(failed.last_error.as_deref().unwrap().contains("302"), "{failed:?}");
}

#[test]
fn a_410_disables_the_destination_at_once_and_it_gets_nothing_more() {
    let service = Service::start(|_| {});
    let account = service.customer("acme");
    let receiver = Receiver::start(vec![Answer::status(200), Answer::status(410)]);
    active_webhook(&service, &account, &receiver);
    service.ingest_matching(&account, "p", 1);
    assert_eq!(service.drain_deliveries(), 1, "no retry after a 410");
    let listed = service.app().list_destinations(&account).unwrap();
    assert_eq!(listed["destinations"][0]["state"], "disabled");
    assert_eq!(listed["destinations"][0]["issue"], true);
    assert_eq!(service.ingest_matching(&account, "later", 1).deliveries, 0);
}

#[test]
fn a_receiver_slower_than_the_time_limit_fails_the_attempt() {
    let service = Service::start(|s| s.delivery.retry_schedule_seconds = vec![0]);
    let account = service.customer("acme");
    let slow = Answer { status: 200, delay: Duration::from_secs(2), headers: vec![] };
    let receiver = Receiver::start(vec![Answer::status(200), slow]);
    active_webhook(&service, &account, &receiver);
    service.ingest_matching(&account, "p", 1);
    service.drain_deliveries();
    let delivery = &matched(&service, &account)[0];
    assert_eq!(delivery.state, DeliveryState::Failed);
    assert!(delivery.last_error.as_deref().unwrap().contains("time limit"), "{delivery:?}");
}

#[test]
fn a_failed_delivery_can_be_resent_with_its_id() {
    let service = Service::start(|s| s.delivery.retry_schedule_seconds = vec![0]);
    let account = service.customer("acme");
    let receiver = Receiver::start(vec![Answer::status(200), Answer::status(500)]);
    active_webhook(&service, &account, &receiver);
    service.ingest_matching(&account, "p", 1);
    service.drain_deliveries();
    let failed = &matched(&service, &account)[0];
    assert_eq!(failed.state, DeliveryState::Failed);
    service.app().resend(&failed.delivery_id).unwrap();
    assert_eq!(service.drain_deliveries(), 1);
    assert_eq!(receiver.received()[2].header("Threadwatch-Delivery"), Some(failed.delivery_id.as_str()));
    assert_eq!(matched(&service, &account)[0].state, DeliveryState::Accepted);
}

#[test]
fn a_product_change_is_announced_to_active_webhooks_only() {
    let service = Service::start(|_| {});
    let account = service.customer("acme");
    let receiver = Receiver::start(vec![]);
    active_webhook(&service, &account, &receiver);
    let profile: Profile =
        serde_json::from_str(r#"{"name": "Lumen 2", "keywords": ["web analytics"], "subreddits": ["webdev"]}"#).unwrap();
    assert_eq!(service.app().set_product(&account, &profile).unwrap().deliveries_queued, 1);
    assert_eq!(service.drain_deliveries(), 1);
    let event = &receiver.received()[1];
    assert_eq!(event.header("Threadwatch-Event"), Some("product.understanding.updated"));
    let body = event.json();
    assert_eq!(body["data"]["product"]["name"], "Lumen 2");
    assert!(body["data"]["product"]["understanding"]["summary"].is_string());
}

#[test]
fn a_hanging_receiver_holds_at_most_its_share_of_workers_and_other_tenants_keep_their_pace() {
    let service = Service::start_with_workers(|s| {
        s.delivery.workers = 4;
        s.delivery.max_in_flight_per_destination = 2;
        s.delivery.timeout_ms = 4_000;
    });
    let hanging_account = service.customer("slow");
    let healthy_account = service.customer("fine");
    let hang = Answer { status: 200, delay: Duration::from_secs(30), headers: vec![] };
    let mut script = vec![Answer::status(200)];
    script.extend(std::iter::repeat_n(hang, 8));
    let hanging = Receiver::start(script);
    let healthy = Receiver::start(vec![]);
    active_webhook(&service, &hanging_account, &hanging);
    active_webhook(&service, &healthy_account, &healthy);

    // The hanging receiver's deliveries are queued first, so every worker would take one.
    assert_eq!(service.ingest_matching(&hanging_account, "h", 8).deliveries, 8);
    assert_eq!(service.ingest_matching(&healthy_account, "g", 40).deliveries, 40);
    // All 40 arrive while the hanging attempts are still waiting for their time limit.
    healthy.wait_for(Duration::from_secs(3), |r| r.len() == 41);
    assert_eq!(hanging.received().len(), 1 + 2, "the test, then at most 2 attempts in flight to it");
}
