// mimalloc: the service allocates many small strings per request; measured in
// bench/api.sh it serves more requests per second than the system allocator.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() -> std::process::ExitCode {
    threadwatch::main()
}
