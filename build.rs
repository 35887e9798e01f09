// The data and words are embedded in the binary: rebuild when any of their files change.
fn main() {
    println!("cargo:rerun-if-changed=data");
    println!("cargo:rerun-if-changed=i18n");
}
