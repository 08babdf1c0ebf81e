# bridgecheck in a small image, for repositories that are not Swift packages (most web teams):
#   docker build -t bridgecheck .
#   docker run --rm -v "$PWD:/work" bridgecheck check        # or: lint site/, fuzz …, init site/
# The build stage compiles the release binary with the Swift standard library and Foundation
# linked statically; the runtime stage adds only libxml2 (the HTML parser) to Debian slim.
FROM swift:6.0 AS build
RUN apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends libxml2-dev pkg-config \
    && rm -rf /var/lib/apt/lists/*
WORKDIR /src
# Package.swift names every target, the tests and example harnesses included, so all are copied.
COPY Package.swift ./
COPY Sources Sources
COPY Plugins Plugins
COPY Tests Tests
COPY examples examples
RUN swift build -c release --product bridgecheck --static-swift-stdlib \
    && install -D "$(swift build -c release --show-bin-path)/bridgecheck" /out/bridgecheck

FROM debian:bookworm-slim
RUN apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends libxml2 nodejs python3 \
    && rm -rf /var/lib/apt/lists/*
COPY --from=build /out/bridgecheck /usr/local/bin/bridgecheck
WORKDIR /work
ENTRYPOINT ["bridgecheck"]
CMD ["check"]
