/*
 * The reference side of Scripts/w3c-namespaces.sh: reads each document named on the command line
 * with the system expat in namespace mode (what Xylem must agree with, since it runs expat without
 * namespaces and resolves names itself) and prints, in the format XylemConformance prints, either
 * "error CODE" or the document's element names with their counts and the root's attributes and
 * descendants with their expanded names.
 *
 *   cc -O1 -o expat-ns expat-ns.c -lexpat && ./expat-ns a.xml b.xml
 */
#include <expat.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define SEPARATOR '\x01'

/* Every line of the tree is kept, printed only when the whole document parsed. */
static char *tree;
static size_t tree_length, tree_capacity;
static char **names;
static size_t name_count, name_capacity;
static int depth;

static void append(const char *text) {
    size_t length = strlen(text);
    if (tree_length + length + 1 > tree_capacity) {
        tree_capacity = (tree_length + length + 1) * 2;
        tree = realloc(tree, tree_capacity);
    }
    memcpy(tree + tree_length, text, length + 1);
    tree_length += length;
}

/* "uri\1local" (or "local") as "{uri}local". */
static void append_name(const char *name) {
    const char *separator = strchr(name, SEPARATOR);
    append("{");
    if (separator) {
        char uri[4096];
        size_t length = (size_t)(separator - name);
        if (length >= sizeof uri) length = sizeof uri - 1;
        memcpy(uri, name, length);
        uri[length] = 0;
        append(uri);
        append("}");
        append(separator + 1);
    } else {
        append("}");
        append(name);
    }
}

/* An attribute value on one line: backslash, line feed, carriage return and tab escaped. */
static void append_value(const char *value) {
    char one[2] = {0, 0};
    for (; *value; value++) {
        switch (*value) {
        case '\\': append("\\\\"); break;
        case '\n': append("\\n"); break;
        case '\r': append("\\r"); break;
        case '\t': append("\\t"); break;
        default: one[0] = *value; append(one);
        }
    }
}

static void note_name(const char *name) {
    if (name_count == name_capacity) {
        name_capacity = name_capacity ? name_capacity * 2 : 64;
        names = realloc(names, name_capacity * sizeof *names);
    }
    const char *separator = strchr(name, SEPARATOR);
    size_t length = strlen(name) + 3;
    char *spelled = malloc(length);
    if (separator)
        snprintf(spelled, length, "{%.*s}%s", (int)(separator - name), name, separator + 1);
    else
        snprintf(spelled, length, "{}%s", name);
    names[name_count++] = spelled;
}

static void XMLCALL start(void *data, const XML_Char *name, const XML_Char **attributes) {
    (void)data;
    note_name(name);
    if (depth > 0) {
        append("< ");
        append_name(name);
        append("\n");
    }
    for (int i = 0; attributes[i]; i += 2) {
        append("@ ");
        append_name(attributes[i]);
        append("=");
        append_value(attributes[i + 1]);
        append("\n");
    }
    depth++;
}

static void XMLCALL end(void *data, const XML_Char *name) {
    (void)data;
    (void)name;
    depth--;
    if (depth > 0) append(">\n");
}

static int compare(const void *a, const void *b) { return strcmp(*(char *const *)a, *(char *const *)b); }

static void report(const char *path) {
    FILE *file = fopen(path, "rb");
    if (!file) {
        printf("== %s\nerror io\n", path);
        return;
    }
    fseek(file, 0, SEEK_END);
    long size = ftell(file);
    fseek(file, 0, SEEK_SET);
    char *bytes = malloc((size_t)size + 1);
    size_t got = fread(bytes, 1, (size_t)size, file);
    fclose(file);

    tree_length = 0;
    append("");
    for (size_t i = 0; i < name_count; i++) free(names[i]);
    name_count = 0;
    depth = 0;

    XML_Parser parser = XML_ParserCreateNS(NULL, SEPARATOR);
    XML_SetElementHandler(parser, start, end);
    enum XML_Status status = XML_Parse(parser, bytes, (int)got, 1);
    printf("== %s\n", path);
    if (status != XML_STATUS_OK) {
        printf("error %d\n", (int)XML_GetErrorCode(parser));
    } else {
        qsort(names, name_count, sizeof *names, compare);
        printf("ok\n");
        for (size_t i = 0; i < name_count;) {
            size_t j = i;
            while (j < name_count && strcmp(names[i], names[j]) == 0) j++;
            printf("# %s %zu\n", names[i], j - i);
            i = j;
        }
        fputs(tree, stdout);
    }
    XML_ParserFree(parser);
    free(bytes);
}

int main(int argc, char **argv) {
    for (int i = 1; i < argc; i++) report(argv[i]);
    return 0;
}
