// SPDX-License-Identifier: GPL-3.0-or-later
// The puzzle files a command's FILE|DIR arguments name (check, sheet): a FILE as it is, a DIR
// as its collection (docs/board-format.md, "Puzzle collections").
#include "cli.h"
#include "puzzlecollection.h"

#include <QFileInfo>

#include <algorithm>

namespace ml::cli
{

namespace
{
// "DIR/NAME" with DIR as the user wrote it, so the output names files the way they were asked.
QString joined(const QString &dir, const QString &name)
{
    return dir.endsWith(u'/') ? dir + name : dir + u'/' + name;
}
} // namespace

std::optional<Args> parseFilesCommand(const CommandSpec &spec, const QStringList &args,
                                      int *exitCode)
{
    auto parsed = parseArgs(spec, args);
    *exitCode = parsed ? ExitOk : ExitUsage;
    if (parsed && parsed->help) {
        printHelp(spec);
        return std::nullopt;
    }
    if (parsed && parsed->positional.isEmpty()) {
        *exitCode = usageError(spec, QStringLiteral("expected at least one FILE or DIR"));
        return std::nullopt;
    }
    return parsed;
}

QStringList puzzleFiles(const QStringList &arguments, int *worst, QList<PuzzleText> *titles)
{
    QStringList files;
    for (const QString &argument : arguments) {
        if (!QFileInfo(argument).isDir()) {
            files << argument;
            continue;
        }
        FileError error;
        const auto collection = readCollection(argument, &error);
        if (!collection) {
            *worst = std::max(*worst, reportError(joined(argument, collectionFileName()), error));
            continue;
        }
        if (titles) titles->append(collection->title);
        for (const QString &name : collection->files)
            files << joined(argument, name);
    }
    return files;
}

} // namespace ml::cli
