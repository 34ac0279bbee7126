//! The `Threadwatch-Signature` header, exactly Stripe's scheme (docs/design.md):
//! `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`, keyed by the
//! destination's secret string as is; one `v1` per valid secret.
use hmac::{Hmac, KeyInit, Mac};
use sha2::Sha256;

pub fn signature_header(secrets: &[&str], timestamp: i64, body: &[u8]) -> String {
    let mut header = format!("t={timestamp}");
    for secret in secrets {
        let mut mac = Hmac::<Sha256>::new_from_slice(secret.as_bytes()).expect("HMAC takes keys of any length");
        mac.update(format!("{timestamp}.").as_bytes());
        mac.update(body);
        header.push_str(",v1=");
        header.push_str(&hex::encode(mac.finalize().into_bytes()));
    }
    header
}

/// A new signing secret: `whsec_` and 32 random bytes in base64.
pub fn new_secret() -> String {
    use base64::Engine as _;
    let bytes: [u8; 32] = rand::random();
    format!("whsec_{}", base64::engine::general_purpose::STANDARD.encode(bytes))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn matches_a_signature_computed_by_openssl() {
        // printf '%s' '1700000000.{"a":1}' | openssl dgst -sha256 -hmac whsec_test
        let header = signature_header(&["whsec_test"], 1_700_000_000, br#"{"a":1}"#);
        assert_eq!(header, "t=1700000000,v1=38877139021993b830af32feea6e18a8da83eb2f6e49ee50bd9e4cf4ca4d3789");
    }

    #[test]
    fn carries_one_v1_per_secret() {
        let header = signature_header(&["whsec_new", "whsec_old"], 1, b"x");
        assert_eq!(header.matches(",v1=").count(), 2);
        assert!(new_secret().starts_with("whsec_"));
        assert_ne!(new_secret(), new_secret());
    }
}
