// What writing a sequence's files costs by itself, without drawing or encoding: COUNT files of SIZE bytes in FOLDER,
// written MODE's way, timed (ms, on standard output).
//
//   files FOLDER COUNT SIZE MODE     MODE: inplace   the floor's way: open over the old file, write, close
//                                          durable   effect-export's: a temporary name, write, fdatasync, close,
//                                                    then every rename (the old file stays until all are on disk)
//                                          syncfs    the same with one syncfs for all instead of a flush each
#define _GNU_SOURCE
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

int main(int argc, char **argv) {
    if (argc != 5) { fprintf(stderr, "usage: files FOLDER COUNT SIZE inplace|durable|syncfs\n"); return 64; }
    const char *folder = argv[1], *mode = argv[4];
    int count = atoi(argv[2]), size = atoi(argv[3]);
    char *bytes = malloc(size);
    memset(bytes, 7, size);
    char name[4096], temporary[4096];
    struct timespec start, end;
    clock_gettime(CLOCK_MONOTONIC, &start);
    for (int i = 0; i < count; i++) {
        snprintf(name, sizeof name, "%s/f-%04d.png", folder, i);
        snprintf(temporary, sizeof temporary, "%s/.f-%04d.tmp", folder, i);
        int inplace = strcmp(mode, "inplace") == 0;
        int fd = open(inplace ? name : temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
        if (fd < 0 || write(fd, bytes, size) != size) { perror(name); return 1; }
        if (strcmp(mode, "durable") == 0) fdatasync(fd);
        close(fd);
    }
    if (strcmp(mode, "syncfs") == 0) { int fd = open(folder, O_RDONLY); syncfs(fd); close(fd); }
    if (strcmp(mode, "inplace") != 0) {
        for (int i = 0; i < count; i++) {
            snprintf(name, sizeof name, "%s/f-%04d.png", folder, i);
            snprintf(temporary, sizeof temporary, "%s/.f-%04d.tmp", folder, i);
            rename(temporary, name);
        }
    }
    clock_gettime(CLOCK_MONOTONIC, &end);
    printf("%.3f\n", (end.tv_sec - start.tv_sec) * 1e3 + (end.tv_nsec - start.tv_nsec) / 1e6);
    return 0;
}
