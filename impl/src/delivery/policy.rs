//! The delivery rules (docs/design.md, "Webhooks"): which destinations take
//! a match; when to try again (attempts at 0, 5 s, 5 min, 30 min, 2 h, 5 h,
//! 10 h and 10 h, 8 in all, about 27.5 h, each delay ±20 %, a `Retry-After`
//! on 429 or 503 honoured within [delay, 2 × delay]); and when to give up on
//! a destination (410 Gone at once, or failing continuously for 5 days).
use std::time::Duration;

use crate::domain::Band;
use crate::store::AfterAttempt;

pub const DEFAULT_SCHEDULE_SECS: [u64; 8] = [0, 5, 300, 1_800, 7_200, 18_000, 36_000, 36_000];
const DISABLE_AFTER_FAILING: Duration = Duration::from_secs(5 * 24 * 3600);
/// A receiver answers with a 2xx within 10 seconds, or the attempt failed.
pub const DEFAULT_TIMEOUT: Duration = Duration::from_secs(10);

/// A destination takes matches of its minimum band and stronger.
pub fn admits(min_band: Band, band: Band) -> bool {
    band >= min_band
}

/// What one attempt came to.
#[derive(Debug, Clone, PartialEq)]
pub enum Outcome {
    /// A 2xx in time.
    Accepted,
    /// 410 Gone: the receiver asks never to be called again.
    Gone,
    /// Any other answer or failure; `retry_after` from a 429 or 503.
    Failed { retry_after: Option<Duration> },
    /// A failure retrying cannot mend (a revoked token, a blocked bot, a
    /// refused mailbox).
    Permanent,
}

impl Outcome {
    pub fn of_status(status: u16, retry_after: Option<&str>) -> Outcome {
        match status {
            200..=299 => Outcome::Accepted,
            410 => Outcome::Gone,
            429 | 503 => Outcome::Failed { retry_after: retry_after.and_then(|v| v.trim().parse().ok()).map(Duration::from_secs) },
            _ => Outcome::Failed { retry_after: None },
        }
    }
}

/// What follows an attempt: `attempt` is its number (from 1), `failing_since`
/// the start of the destination's failing streak before it (µs), `retry_in`
/// gives the delay before the next attempt (see `next_delay`).
pub fn after_attempt(
    outcome: &Outcome,
    failing_since: Option<i64>,
    now: i64,
    retry_in: impl FnOnce(Option<Duration>) -> Option<Duration>,
) -> AfterAttempt {
    let failed_too_long = || now - failing_since.unwrap_or(now) >= DISABLE_AFTER_FAILING.as_micros() as i64;
    match outcome {
        Outcome::Accepted => AfterAttempt::Accepted,
        Outcome::Gone => AfterAttempt::Disable("the receiver answered 410 Gone".into()),
        _ if failed_too_long() => AfterAttempt::Disable("failing continuously for 5 days".into()),
        Outcome::Permanent => AfterAttempt::Failed,
        Outcome::Failed { retry_after } => match retry_in(*retry_after) {
            Some(delay) => AfterAttempt::RetryAt(now + delay.as_micros() as i64),
            None => AfterAttempt::Failed,
        },
    }
}

/// The delay before attempt number `attempts + 1`, or None when `attempts`
/// used the schedule up. `jitter` is a number in [-1, 1].
pub fn next_delay(schedule: &[u64], attempts: u32, retry_after: Option<Duration>, jitter: f64) -> Option<Duration> {
    let base = Duration::from_secs(*schedule.get(attempts as usize)?);
    let jittered = base.mul_f64(1.0 + 0.2 * jitter.clamp(-1.0, 1.0));
    Some(match retry_after {
        Some(asked) => asked.clamp(base, base * 2),
        None => jittered,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::now_us;

    #[test]
    fn follows_the_schedule_with_jitter_and_stops_after_eight_attempts() {
        let s = &DEFAULT_SCHEDULE_SECS;
        assert_eq!(next_delay(s, 1, None, 0.0), Some(Duration::from_secs(5)));
        assert_eq!(next_delay(s, 2, None, 1.0), Some(Duration::from_secs(360)));
        assert_eq!(next_delay(s, 2, None, -1.0), Some(Duration::from_secs(240)));
        assert_eq!(next_delay(s, 7, None, 0.0), Some(Duration::from_secs(36_000)));
        assert_eq!(next_delay(s, 8, None, 0.0), None);
        let total: u64 = s.iter().sum();
        assert_eq!(total, 99_305, "about 27.5 hours");
    }

    #[test]
    fn retry_after_is_honoured_within_base_and_twice_base() {
        let s = &DEFAULT_SCHEDULE_SECS;
        assert_eq!(next_delay(s, 2, Some(Duration::from_secs(10)), 0.0), Some(Duration::from_secs(300)));
        assert_eq!(next_delay(s, 2, Some(Duration::from_secs(420)), 0.0), Some(Duration::from_secs(420)));
        assert_eq!(next_delay(s, 2, Some(Duration::from_secs(9_999)), 0.0), Some(Duration::from_secs(600)));
    }

    #[test]
    fn a_destination_failing_for_five_days_is_disabled_and_410_disables_at_once() {
        let now = now_us();
        let day = 86_400_000_000;
        let failed = Outcome::Failed { retry_after: None };
        let retry = |_| Some(Duration::from_secs(5));
        assert!(matches!(after_attempt(&failed, None, now, retry), AfterAttempt::RetryAt(_)), "a first failure");
        assert!(matches!(after_attempt(&failed, Some(now - 4 * day), now, retry), AfterAttempt::RetryAt(_)));
        let five_days = after_attempt(&failed, Some(now - 5 * day), now, retry);
        assert_eq!(five_days, AfterAttempt::Disable("failing continuously for 5 days".into()));
        assert!(matches!(after_attempt(&Outcome::Gone, None, now, retry), AfterAttempt::Disable(_)));
        assert_eq!(after_attempt(&Outcome::Accepted, Some(now - 9 * day), now, retry), AfterAttempt::Accepted);
        assert_eq!(after_attempt(&failed, None, now, |_| None), AfterAttempt::Failed, "the schedule is used up");
    }

    #[test]
    fn a_minimum_band_admits_that_band_and_stronger() {
        assert!(admits(Band::Research, Band::Research) && admits(Band::Research, Band::Strong));
        assert!(admits(Band::Possible, Band::Strong) && !admits(Band::Possible, Band::Research));
        assert!(admits(Band::Strong, Band::Strong) && !admits(Band::Strong, Band::Possible));
    }

    #[test]
    fn outcomes_follow_the_status() {
        assert_eq!(Outcome::of_status(204, None), Outcome::Accepted);
        assert_eq!(Outcome::of_status(410, None), Outcome::Gone);
        assert_eq!(Outcome::of_status(301, None), Outcome::Failed { retry_after: None });
        assert_eq!(
            Outcome::of_status(429, Some("7")),
            Outcome::Failed { retry_after: Some(Duration::from_secs(7)) }
        );
    }
}
