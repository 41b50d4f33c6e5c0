#include "puzzlelibrary.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

namespace ml
{

PuzzleLibrary::PuzzleLibrary(const QString &directory)
{
    const QDir dir(directory);
    const QStringList names = dir.entryList({QStringLiteral("*.meeple")}, QDir::Files, QDir::Name);
    for (const QString &name : names) {
        const QString path = dir.filePath(name);
        QFile f(path);
        FileError error;
        std::optional<BoardFile> file;
        std::optional<Puzzle> puzzle;
        if (f.open(QIODevice::ReadOnly)) file = BoardFile::parse(f.readAll(), &error);
        if (file) puzzle = Puzzle::parse(*file, &error);
        if (!puzzle) {
            m_problems << error.toString(path);
            continue;
        }
        Entry e;
        e.path = path;
        e.title = {file->title(QStringLiteral("en")), file->title(QStringLiteral("nl"))};
        if (e.title.en.isEmpty()) e.title.en = QFileInfo(name).completeBaseName();
        e.kind = puzzle->kind;
        m_entries << e;
    }
}

} // namespace ml
