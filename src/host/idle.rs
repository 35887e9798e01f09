//! Connections that go quiet are closed: a device that opens a connection and sends nothing
//! (no request, no answer to the socket's pings) for [`QUIET`] is let go, so half-open
//! connections do not pile up. Pages' sockets are pinged more often than that.

use std::future::Future;
use std::io;
use std::net::SocketAddr;
use std::pin::Pin;
use std::task::{Context, Poll};
use std::time::Duration;

use axum::extract::connect_info::Connected;
use axum::serve::{IncomingStream, Listener};
use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::net::{TcpListener, TcpStream};
use tokio::time::{Instant, Sleep};

/// How long a connection may send nothing before it is closed.
pub const QUIET: Duration = Duration::from_secs(45);

/// A TCP listener whose connections close after [`QUIET`] without a byte from the device.
pub struct QuietListener {
    pub inner: TcpListener,
    pub quiet: Duration,
}

impl Listener for QuietListener {
    type Io = QuietStream;
    type Addr = SocketAddr;

    async fn accept(&mut self) -> (Self::Io, Self::Addr) {
        let (io, addr) = Listener::accept(&mut self.inner).await;
        (
            QuietStream {
                io,
                quiet: self.quiet,
                deadline: Box::pin(tokio::time::sleep(self.quiet)),
            },
            addr,
        )
    }

    fn local_addr(&self) -> io::Result<Self::Addr> {
        self.inner.local_addr()
    }
}

/// The peer's address, as the handlers read it.
#[derive(Debug, Clone, Copy)]
pub struct Peer(pub SocketAddr);

impl Connected<IncomingStream<'_, QuietListener>> for Peer {
    fn connect_info(stream: IncomingStream<'_, QuietListener>) -> Self {
        Peer(*stream.remote_addr())
    }
}

/// One connection, closed (a read fails) once the device has been quiet too long.
pub struct QuietStream {
    io: TcpStream,
    quiet: Duration,
    deadline: Pin<Box<Sleep>>,
}

impl AsyncRead for QuietStream {
    fn poll_read(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        let before = buf.filled().len();
        match Pin::new(&mut self.io).poll_read(cx, buf) {
            Poll::Ready(r) => {
                if buf.filled().len() > before {
                    let next = Instant::now() + self.quiet;
                    self.deadline.as_mut().reset(next);
                }
                Poll::Ready(r)
            }
            Poll::Pending => match self.deadline.as_mut().poll(cx) {
                Poll::Ready(()) => Poll::Ready(Err(io::Error::new(
                    io::ErrorKind::TimedOut,
                    "quiet for too long",
                ))),
                Poll::Pending => Poll::Pending,
            },
        }
    }
}

impl AsyncWrite for QuietStream {
    fn poll_write(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        Pin::new(&mut self.io).poll_write(cx, buf)
    }

    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.io).poll_flush(cx)
    }

    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.io).poll_shutdown(cx)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tokio::io::{AsyncReadExt, AsyncWriteExt};

    #[tokio::test(flavor = "multi_thread", worker_threads = 1)]
    async fn a_quiet_connection_is_let_go_and_a_talking_one_is_not() {
        let mut l = QuietListener {
            inner: TcpListener::bind("127.0.0.1:0").await.expect("bind"),
            quiet: Duration::from_millis(300),
        };
        let addr = l.local_addr().expect("addr");
        // Half-open: connects and sends nothing.
        let _silent = TcpStream::connect(addr).await.expect("connect");
        let (mut io, _) = l.accept().await;
        let started = std::time::Instant::now();
        let mut b = [0u8; 8];
        let r = io.read(&mut b).await;
        assert_eq!(r.map_err(|e| e.kind()), Err(io::ErrorKind::TimedOut));
        assert!(started.elapsed() < Duration::from_secs(3));
        // One that keeps talking stays open past the quiet time.
        let mut talker = TcpStream::connect(addr).await.expect("connect");
        let (mut io, _) = l.accept().await;
        for _ in 0..4 {
            talker.write_all(b"x").await.expect("write");
            let n = io.read(&mut b).await.expect("read");
            assert_eq!(n, 1);
            tokio::time::sleep(Duration::from_millis(150)).await;
        }
    }
}
