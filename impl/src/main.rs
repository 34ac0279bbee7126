fn main() -> std::process::ExitCode {
    threadwatch::cli::main()
}
