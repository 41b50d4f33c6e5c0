// SPDX-License-Identifier: GPL-3.0-or-later
#include "puzzlelibrary.h"

#include "filereading.h"
#include "puzzlecollection.h"
#include "puzzleprogress.h"

#include <QDir>
#include <QFileInfo>

#include <algorithm>

namespace ml
{

PuzzleLibrary::PuzzleLibrary(const QString &directory) : m_directory(QDir::cleanPath(directory))
{
    const QDir dir(m_directory);
    if (!dir.exists()) {
        m_problems << tr("The folder %1 does not exist.").arg(QDir::toNativeSeparators(directory));
        return;
    }
    FileError error;
    std::optional<PuzzleCollection> collection = readCollection(m_directory, &error);
    if (!collection) {
        // The puzzles are still worth solving: by file name, as without collection.json.
        m_problems << error.toString(dir.filePath(collectionFileName()));
        collection.emplace();
        collection->files = dir.entryList({QStringLiteral("*.meeple")}, QDir::Files);
        std::sort(collection->files.begin(), collection->files.end());
    }
    m_title = collection->title;
    for (const QString &name : std::as_const(collection->files))
        readEntry(name);
}

void PuzzleLibrary::readEntry(const QString &name)
{
    const QString path = QDir(m_directory).filePath(name);
    FileError error;
    std::optional<BoardFile> file;
    std::optional<Puzzle> puzzle;
    if (const auto bytes = readFileAtMost(path, BoardFile::kMaxBytes, &error))
        file = BoardFile::parse(*bytes, &error);
    if (file) puzzle = Puzzle::parse(*file, &error);
    if (!puzzle) {
        m_problems << error.toString(path);
        return;
    }
    Entry e;
    e.path = path;
    e.fileName = name;
    e.key = PuzzleProgress::keyOf(*file);
    e.title = {file->title(QStringLiteral("en")), file->title(QStringLiteral("nl"))};
    if (e.title.en.isEmpty()) e.title.en = QFileInfo(name).completeBaseName();
    e.kind = puzzle->kind;
    m_entries << e;
}

QString PuzzleLibrary::titleIn(const QString &language) const
{
    QString title = m_title.text(language);
    if (title.isEmpty()) title = language == u"nl" ? m_title.en : m_title.nl;
    if (title.isEmpty()) title = QFileInfo(m_directory).fileName();
    return title;
}

int PuzzleLibrary::indexOf(const QString &path) const
{
    const QString clean = QDir::cleanPath(path);
    for (int i = 0; i < m_entries.size(); ++i)
        if (m_entries[i].path == clean) return i;
    return -1;
}

QStringList PuzzleLibrary::keys() const
{
    QStringList keys;
    for (const Entry &e : m_entries)
        keys << e.key;
    return keys;
}

} // namespace ml
