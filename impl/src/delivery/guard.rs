//! Where deliveries may go (docs/design.md, "Targets"): `https` on port 443, no
//! credentials in the URL, and every address the host resolves to globally
//! routable. The check runs when a destination is added and again at each
//! attempt, inside the HTTP client's resolver, so the connection goes to the
//! addresses that were vetted: no DNS-rebinding window.
use std::net::{IpAddr, Ipv4Addr, Ipv6Addr, SocketAddr, ToSocketAddrs};

use ureq::config::Config;
use ureq::http::Uri;
use ureq::unversioned::resolver::{ResolvedSocketAddrs, Resolver};
use ureq::unversioned::transport::NextTimeout;

#[derive(Debug, Clone, thiserror::Error, PartialEq)]
pub enum Refused {
    #[error("not a URL: {0}")]
    NotAUrl(String),
    #[error("only https URLs are allowed")]
    NotHttps,
    #[error("only port 443 is allowed")]
    NotPort443,
    #[error("credentials in the URL are not allowed")]
    Credentials,
    #[error("{host} resolves to {ip}, which is not a public address")]
    NotPublic { host: String, ip: IpAddr },
    #[error("{0} does not resolve")]
    Unresolvable(String),
}

/// Checks a URL's form (scheme, port, credentials). `insecure` lifts the
/// scheme and port rules, for local development.
pub fn check_url(url: &str, insecure: bool) -> Result<url::Url, Refused> {
    let parsed = url::Url::parse(url).map_err(|e| Refused::NotAUrl(e.to_string()))?;
    if !parsed.username().is_empty() || parsed.password().is_some() {
        return Err(Refused::Credentials);
    }
    if parsed.host_str().is_none_or(str::is_empty) {
        return Err(Refused::NotAUrl("no host".into()));
    }
    if !insecure {
        if parsed.scheme() != "https" {
            return Err(Refused::NotHttps);
        }
        if parsed.port_or_known_default() != Some(443) {
            return Err(Refused::NotPort443);
        }
    } else if !matches!(parsed.scheme(), "http" | "https") {
        return Err(Refused::NotAUrl("only http and https".into()));
    }
    Ok(parsed)
}

/// Resolves `host:port` and refuses unless every address is public.
pub fn vetted_addrs(host: &str, port: u16, insecure: bool) -> Result<Vec<SocketAddr>, Refused> {
    let host = host.trim_start_matches('[').trim_end_matches(']');
    let addrs: Vec<SocketAddr> =
        (host, port).to_socket_addrs().map_err(|_| Refused::Unresolvable(host.to_owned()))?.collect();
    if addrs.is_empty() {
        return Err(Refused::Unresolvable(host.to_owned()));
    }
    if !insecure {
        if let Some(bad) = addrs.iter().find(|a| !is_public(a.ip())) {
            return Err(Refused::NotPublic { host: host.to_owned(), ip: bad.ip() });
        }
    }
    Ok(addrs)
}

/// True for globally routable unicast addresses only.
pub fn is_public(ip: IpAddr) -> bool {
    match ip {
        IpAddr::V4(v4) => is_public_v4(v4),
        IpAddr::V6(v6) => is_public_v6(v6),
    }
}

fn is_public_v4(ip: Ipv4Addr) -> bool {
    let [a, b, c, _] = ip.octets();
    !(a == 0                                   // "this network"
        || a == 10                             // private
        || a == 127                            // loopback
        || (a == 100 && (64..128).contains(&b)) // CGNAT
        || (a == 169 && b == 254)              // link-local, cloud metadata
        || (a == 172 && (16..32).contains(&b)) // private
        || (a == 192 && b == 0 && c == 0)      // IETF protocol assignments
        || (a == 192 && b == 0 && c == 2)      // documentation
        || (a == 192 && b == 88 && c == 99)    // 6to4 relay anycast
        || (a == 192 && b == 168)              // private
        || (a == 198 && (b == 18 || b == 19))  // benchmarking
        || (a == 198 && b == 51 && c == 100)   // documentation
        || (a == 203 && b == 0 && c == 113)    // documentation
        || a >= 224) // multicast, reserved, broadcast
}

fn is_public_v6(ip: Ipv6Addr) -> bool {
    let s = ip.segments();
    // Forms that embed an IPv4 address are judged by it.
    if let Some(v4) = ip.to_ipv4_mapped() {
        return is_public_v4(v4);
    }
    if s[..6] == [0; 6] {
        // IPv4-compatible (::a.b.c.d), also :: and ::1
        return s[6] != 0 && is_public_v4(Ipv4Addr::new((s[6] >> 8) as u8, s[6] as u8, (s[7] >> 8) as u8, s[7] as u8));
    }
    if s[0] == 0x64 && s[1] == 0xff9b {
        // NAT64
        return is_public_v4(Ipv4Addr::new((s[6] >> 8) as u8, s[6] as u8, (s[7] >> 8) as u8, s[7] as u8));
    }
    if s[0] == 0x2002 {
        // 6to4
        return is_public_v4(Ipv4Addr::new((s[1] >> 8) as u8, s[1] as u8, (s[2] >> 8) as u8, s[2] as u8));
    }
    let global_unicast = (s[0] & 0xe000) == 0x2000; // 2000::/3
    global_unicast
        && !(s[0] == 0x2001 && s[1] == 0x0db8) // documentation
        && !(s[0] == 0x2001 && s[1] < 0x0200) // IETF protocol assignments, Teredo, benchmarking
        && !(s[0] == 0x3fff && s[1] < 0x1000) // documentation (3fff::/20)
}

/// ureq's resolver, refusing any destination with a non-public address: the
/// connection then goes only to addresses this vetted.
#[derive(Debug)]
pub struct VettingResolver {
    pub insecure: bool,
}

impl Resolver for VettingResolver {
    fn resolve(&self, uri: &Uri, _config: &Config, _timeout: NextTimeout) -> Result<ResolvedSocketAddrs, ureq::Error> {
        let host = uri.host().ok_or(ureq::Error::HostNotFound)?;
        let port = uri.port_u16().unwrap_or(if uri.scheme_str() == Some("https") { 443 } else { 80 });
        let addrs = vetted_addrs(host, port, self.insecure).map_err(|e| match e {
            Refused::Unresolvable(_) => ureq::Error::HostNotFound,
            other => ureq::Error::Io(std::io::Error::new(std::io::ErrorKind::PermissionDenied, other.to_string())),
        })?;
        let mut resolved = self.empty();
        for addr in addrs {
            if resolved.try_push(addr).is_err() {
                break;
            }
        }
        Ok(resolved)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_forbidden_address_class_is_refused() {
        for ip in [
            "0.0.0.0", "10.1.2.3", "127.0.0.1", "100.64.0.1", "169.254.169.254", "172.16.0.1", "172.31.255.255",
            "192.0.0.8", "192.0.2.1", "192.168.1.1", "198.18.0.1", "198.51.100.7", "203.0.113.9", "224.0.0.1",
            "240.0.0.1", "255.255.255.255", "::", "::1", "fc00::1", "fd12::1", "fe80::1", "ff02::1",
            "2001:db8::1", "::ffff:127.0.0.1", "::ffff:10.0.0.1", "::127.0.0.1", "64:ff9b::a00:1",
            "2002:7f00:1::", "2001::1", "fec0::1",
        ] {
            assert!(!is_public(ip.parse().unwrap()), "{ip} should be refused");
        }
        for ip in ["1.1.1.1", "8.8.8.8", "93.184.216.34", "2606:4700:4700::1111", "::ffff:1.1.1.1", "2002:0101:0101::1"] {
            assert!(is_public(ip.parse().unwrap()), "{ip} should be allowed");
        }
    }

    #[test]
    fn urls_must_be_https_on_443_without_credentials() {
        assert!(check_url("https://hooks.example.com/x", false).is_ok());
        assert!(check_url("https://hooks.example.com:443/x", false).is_ok());
        assert_eq!(check_url("http://hooks.example.com/x", false).unwrap_err(), Refused::NotHttps);
        assert_eq!(check_url("https://hooks.example.com:8443/x", false).unwrap_err(), Refused::NotPort443);
        assert_eq!(check_url("https://u:p@hooks.example.com/x", false).unwrap_err(), Refused::Credentials);
        assert!(check_url("http://127.0.0.1:9000/x", true).is_ok());
        assert!(check_url("ftp://127.0.0.1/x", true).is_err());
    }

    #[test]
    fn a_name_that_resolves_to_loopback_is_refused() {
        let refused = vetted_addrs("localhost", 443, false).unwrap_err();
        assert!(matches!(refused, Refused::NotPublic { .. }), "{refused:?}");
        assert!(vetted_addrs("localhost", 443, true).is_ok());
    }
}
