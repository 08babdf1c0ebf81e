# bridgecheck in an image, for repositories that are not Swift packages (most web teams):
#   docker build -t bridgecheck .
#   docker run --rm -v "$PWD:/work" bridgecheck check        # or: init, lint web/, native App/, run web/, fuzz …
# The build stage runs scripts/install.sh: bridgecheck and bridgecheck-run with the Swift runtime
# linked statically, bridgecheck-native with the toolchain libraries it loads copied beside it
# (lib/bridgecheck, found through $ORIGIN). The runtime stage is the same Ubuntu release as the
# build image (libclang is found at the path it was built with) with the system libraries the
# three engines load: libxml2, libclang, WebKitGTK and Xvfb (run starts its own display).
FROM swift:6.0-jammy AS build
RUN apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
      libxml2-dev pkg-config libclang-dev patchelf libwebkit2gtk-4.1-dev git \
    && rm -rf /var/lib/apt/lists/*
WORKDIR /src
# Package.swift names every target, the tests and example harnesses included, so all are copied.
COPY Package.swift ./
COPY Sources Sources
COPY Plugins Plugins
COPY Tests Tests
COPY examples examples
COPY scripts scripts
# No .git in the image: the commit --version prints comes in as a build argument
# (docker build --build-arg COMMIT=$(git rev-parse --short HEAD) .).
ARG COMMIT=unknown
RUN BRIDGECHECK_COMMIT="$COMMIT" bash scripts/install.sh --prefix /out

FROM ubuntu:jammy
RUN apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
      libxml2 libclang1-14 libwebkit2gtk-4.1-0 xvfb nodejs python3 \
    && rm -rf /var/lib/apt/lists/*
COPY --from=build /out /usr/local
WORKDIR /work
ENTRYPOINT ["bridgecheck"]
CMD ["check"]
