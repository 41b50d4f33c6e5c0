// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "puzzle.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

namespace ml
{

// A collection of puzzles as the library dialog and the solve panel's Next/Previous use it
// (docs/board-format.md, "Puzzle collections"): the puzzles of one folder in collection order, with
// the collection's title. The bundled one lies under :/puzzles (resources/puzzles, bundled by
// src/app/puzzles/CMakeLists.txt); any folder a user picks reads the same way.
class PuzzleLibrary
{
    Q_DECLARE_TR_FUNCTIONS(PuzzleLibrary)
public:
    struct Entry {
        QString path;
        QString fileName;
        QString key; // PuzzleProgress::keyOf() of the file
        PuzzleText title;
        PuzzleKind kind = PuzzleKind::Free;
        QString titleIn(const QString &language) const { return title.text(language); }
    };

    static QString defaultDirectory() { return QStringLiteral(":/puzzles"); }

    // Reads the collection in `directory`. Files without a readable puzzle are left out and
    // named in problems(), so one broken file does not hide the rest; a broken collection.json
    // is named there too, and the puzzles then follow by file name.
    explicit PuzzleLibrary(const QString &directory = defaultDirectory());

    QString directory() const { return m_directory; }
    bool isBundled() const { return m_directory == defaultDirectory(); }
    // collection.json's title in `language` (the other language when it has only one), else
    // the folder's name.
    QString titleIn(const QString &language) const;
    const QList<Entry> &entries() const { return m_entries; }
    const QStringList &problems() const { return m_problems; }
    // The entry read from `path`, -1 when none is.
    int indexOf(const QString &path) const;
    QStringList keys() const;

private:
    void readEntry(const QString &fileName);

    QString m_directory;
    PuzzleText m_title;
    QList<Entry> m_entries;
    QStringList m_problems;
};

} // namespace ml
