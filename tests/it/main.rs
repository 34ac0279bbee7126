//! The end-to-end tests, one binary of modules: the real `threadwatch`
//! binary and server over a real SQLite file, real receivers, the generated
//! Rust client, and the scoring evaluation. A new file here needs only its
//! `mod` line below.
mod api;
mod cli;
mod common;
mod eval;
mod limits;
mod llm;
mod monitor;
mod outbox;
mod sdk_rust;
mod webhooks;
