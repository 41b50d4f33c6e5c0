// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QDateTime>
#include <QJsonObject>
#include <QList>
#include <QString>

#include <memory>

class QLockFile;

namespace ml
{

class BoardDocument;

// A board brought back from a recovery copy that a program which did not close cleanly left.
struct RecoveredBoard {
    QString copyPath;  // the recovery file itself (discard() removes it)
    QJsonObject board; // the board JSON as it was at the copy
    QString boardFile; // the file the board belongs to; empty for a board never saved
    QDateTime savedAt; // when the copy was written
    QByteArray text;   // the board as the copy holds it, keys in the file's order
    // The board as board-file text, for BoardDocument::loadRecovered().
    QByteArray data() const;
};

// The file side of autosave: one recovery copy per running program, in
// <AppDataLocation>/recovery. Each program writes `<id>.recovery` (atomically, through
// QSaveFile) and holds `<id>.lock` while it runs, so that the next start can tell the copy of
// a program that crashed (its lock is stale) from the copy of one still running beside it.
// A clean close calls remove().
class RecoveryStore
{
public:
    // `folder` empty means defaultFolder(); tests give a temporary one.
    explicit RecoveryStore(const QString &folder = QString());
    ~RecoveryStore();
    RecoveryStore(const RecoveryStore &) = delete;
    RecoveryStore &operator=(const RecoveryStore &) = delete;

    static QString defaultFolder();
    QString folder() const { return m_folder; }
    // This program's recovery file (it exists only between write() and remove()).
    QString copyPath() const;

    // Replaces this program's copy with `board`, remembering `boardFile` (may be empty). On
    // failure the previous copy stays and *error says why.
    bool write(const QJsonObject &board, const QString &boardFile, QString *error);
    // The same for the board a window edits, so that widgets never hold its JSON.
    bool write(const BoardDocument &document, QString *error);
    // Removes this program's copy and its lock: nothing is left to recover.
    void remove();

    // The copies of programs that no longer run, newest first. Unreadable files are removed
    // (there is nothing in them to give back).
    QList<RecoveredBoard> leftBehind() const;
    static bool discard(const RecoveredBoard &board);

private:
    bool writeCopy(const QByteArray &boardText, const QString &boardFile, QString *error);

    QString m_folder;
    QString m_id;
    std::unique_ptr<QLockFile> m_lock;
};

} // namespace ml
