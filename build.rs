//! Regenerates generated/rust from openapi.yaml before the generated crate is
//! compiled, whenever the digest of its inputs differs from the stamp written
//! by the last generation. A fresh clone has a matching stamp, so it builds
//! with plain cargo and needs no Java.
use std::path::Path;
use std::process::Command;

const INPUTS: &[&str] = &[
    "openapi.yaml",
    "scripts/regenerate.sh",
    "scripts/stamp.sh",
    "scripts/rust-server.yaml",
    "scripts/rust-server-templates.patch",
    "scripts/python-sdk.yaml",
    "scripts/typescript-sdk.yaml",
];

fn main() {
    for input in INPUTS {
        println!("cargo:rerun-if-changed={input}");
    }
    println!("cargo:rerun-if-changed=generated/rust/.stamp");

    let wanted = run("scripts/stamp.sh");
    let current = std::fs::read_to_string(Path::new("generated/rust/.stamp")).unwrap_or_default();
    if wanted.trim() == current.trim() {
        return;
    }
    let status = Command::new("scripts/regenerate.sh").status();
    if !matches!(status, Ok(s) if s.success()) {
        panic!(
            "openapi.yaml changed but generated/rust could not be regenerated.\n\
             Run `scripts/regenerate.sh` (it needs Java 17 and python3) and build again."
        );
    }
}

fn run(script: &str) -> String {
    let out = Command::new(script)
        .output()
        .unwrap_or_else(|e| panic!("{}", format!("cannot run {script}: {e}")));
    assert!(out.status.success(), "{script} failed: {}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8_lossy(&out.stdout).into_owned()
}
