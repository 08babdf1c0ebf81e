/* The cheapest possible harness: accepts every input with no output. It measures the harness
 * protocol's own cost on bridgecheck's side. Build: cc -O2 trivial-harness.c -o trivial-harness */
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

static unsigned char in[1 << 16];
static size_t have = 0, at = 0;

static int fill(size_t need) {
    while (have - at < need) {
        if (at > 0) { for (size_t k = at; k < have; k++) in[k - at] = in[k]; have -= at; at = 0; }
        ssize_t n = read(0, in + have, sizeof in - have);
        if (n <= 0) return 0;
        have += (size_t)n;
    }
    return 1;
}

int main(void) {
    static unsigned char out[1 << 16];
    size_t pending = 0;
    for (;;) {
        if (have - at < 4 && pending) { if (write(1, out, pending) < 0) return 0; pending = 0; }
        if (!fill(4)) break;
        size_t length = in[at] | in[at + 1] << 8 | in[at + 2] << 16 | (size_t)in[at + 3] << 24;
        at += 4;
        while (length > 0) {  /* skip the input, however long */
            if (!fill(1)) return 0;
            size_t take = have - at < length ? have - at : length;
            at += take;
            length -= take;
        }
        unsigned char answer[5] = {0, 0, 0, 0, 0};
        for (int k = 0; k < 5; k++) out[pending++] = answer[k];
        if (pending > sizeof out - 5) { if (write(1, out, pending) < 0) return 0; pending = 0; }
    }
    if (pending) (void)!write(1, out, pending);
    return 0;
}
