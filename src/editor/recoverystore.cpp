// SPDX-License-Identifier: GPL-3.0-or-later
#include "recoverystore.h"

#include "boarddocument.h"
#include "filereading.h"
#include "savewrite.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QLockFile>
#include <QSaveFile>
#include <QStandardPaths>
#include <QUuid>

#include <algorithm>
#include <cmath>

namespace ml
{

QByteArray RecoveredBoard::data() const
{
    return text.isEmpty() ? QJsonDocument(board).toJson() : text;
}

namespace
{
const QString kFormat = QStringLiteral("meeplelab-recovery");
const QString kCopySuffix = QStringLiteral(".recovery");
const QString kLockSuffix = QStringLiteral(".lock");
// Version 1 held the board as a JSON object, version 2 as the text a save writes (an object
// comes back from QJsonDocument with its keys sorted). Both are read.
constexpr int kFirstVersion = 1;
constexpr int kVersion = 2;
// A version beyond any program to come is a broken copy, not one to keep for ever.
constexpr int kLastVersion = 1000;
// A copy holds the board's text as a JSON string: escaping at most doubles it (every quote and
// backslash), and the rest of the copy is a file name and a date.
constexpr qsizetype kMaxCopyBytes = 2 * BoardFile::kMaxBytes + (qsizetype(1) << 20);

enum class CopyVersion : quint8 { Ours, Later, Broken };
// The copy's version, compared as a double: a cast of 1e300 or 1.5 to int would be undefined
// or would pass for another version.
CopyVersion versionOf(const QJsonObject &copy)
{
    const QJsonValue v = copy.value(QLatin1String("version"));
    const double d = v.toDouble();
    if (!v.isDouble() || std::floor(d) != d || d < kFirstVersion || d > kLastVersion)
        return CopyVersion::Broken;
    return d <= kVersion ? CopyVersion::Ours : CopyVersion::Later;
}
} // namespace

RecoveryStore::RecoveryStore(const QString &folder)
    : m_folder(folder.isEmpty() ? defaultFolder() : folder),
      m_id(QUuid::createUuid().toString(QUuid::WithoutBraces))
{
}

RecoveryStore::~RecoveryStore() = default; // the lock goes with it; the copy stays

QString RecoveryStore::defaultFolder()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
           QStringLiteral("/recovery");
}

QString RecoveryStore::copyPath() const
{
    return m_folder + QLatin1Char('/') + m_id + kCopySuffix;
}

bool RecoveryStore::write(const BoardDocument &document, QString *error)
{
    // The text a save would write, so that unknown keys keep the order the file gave them.
    return writeCopy(document.serialize(), document.fileName(), error);
}

bool RecoveryStore::write(const QJsonObject &board, const QString &boardFile, QString *error)
{
    return writeCopy(QJsonDocument(board).toJson(), boardFile, error);
}

bool RecoveryStore::writeCopy(const QByteArray &boardText, const QString &boardFile, QString *error)
{
    if (!QDir().mkpath(m_folder)) {
        if (error)
            *error = QCoreApplication::translate("RecoveryStore", "cannot make the folder %1")
                         .arg(QDir::toNativeSeparators(m_folder));
        return false;
    }
    if (!m_lock) {
        // Held as long as this program runs; 0 = never stale by age, only when its program
        // is gone (QLockFile checks the process id it records).
        m_lock = std::make_unique<QLockFile>(m_folder + QLatin1Char('/') + m_id + kLockSuffix);
        m_lock->setStaleLockTime(0);
        if (!m_lock->tryLock(0)) {
            m_lock.reset();
            if (error)
                *error = QCoreApplication::translate("RecoveryStore",
                                                     "cannot lock the recovery folder %1")
                             .arg(QDir::toNativeSeparators(m_folder));
            return false;
        }
    }
    const QJsonObject copy{
        {QStringLiteral("format"), kFormat},
        {QStringLiteral("version"), kVersion},
        {QStringLiteral("file"), boardFile},
        {QStringLiteral("savedAt"), QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs)},
        // As text: a JSON object in a QJsonObject would come back with its keys sorted.
        {QStringLiteral("boardText"), QString::fromUtf8(boardText)},
    };
    QSaveFile file(copyPath());
    return writeAndCommit(file, QJsonDocument(copy).toJson(QJsonDocument::Compact), error);
}

void RecoveryStore::remove()
{
    QFile::remove(copyPath());
    m_lock.reset(); // unlocks, which removes the lock file
}

QList<RecoveredBoard> RecoveryStore::leftBehind() const
{
    QList<RecoveredBoard> out;
    const QDir dir(m_folder);
    for (const QString &name : dir.entryList({QLatin1Char('*') + kCopySuffix}, QDir::Files)) {
        const QString id = name.chopped(kCopySuffix.size());
        if (id == m_id) continue;
        // A copy whose program still runs is that program's, not ours to offer. tryLock()
        // takes over a lock whose process is gone; the lock is let go again at once.
        QLockFile lock(dir.filePath(id + kLockSuffix));
        lock.setStaleLockTime(0);
        if (!lock.tryLock(0)) continue;
        const QString path = dir.filePath(name);
        // Not a file (a pipe, a device, a folder), or too large for any board: nothing of
        // ours, and left alone.
        const std::optional<QByteArray> bytes = readFileAtMost(path, kMaxCopyBytes, nullptr);
        if (!bytes) continue;
        const QJsonObject copy = QJsonDocument::fromJson(*bytes).object();
        const CopyVersion version = versionOf(copy);
        if (version == CopyVersion::Later) continue; // a later program's: left for it
        const QJsonValue text = copy.value(QLatin1String("boardText"));
        QJsonObject board = copy.value(QLatin1String("board")).toObject();
        if (text.isString()) board = QJsonDocument::fromJson(text.toString().toUtf8()).object();
        if (version == CopyVersion::Broken ||
            copy.value(QLatin1String("format")).toString() != kFormat || board.isEmpty()) {
            QFile::remove(path);
            continue;
        }
        out.append({path, board, copy.value(QLatin1String("file")).toString(),
                    QDateTime::fromString(copy.value(QLatin1String("savedAt")).toString(),
                                          Qt::ISODateWithMs),
                    text.toString().toUtf8()});
    }
    std::sort(out.begin(), out.end(), [](const RecoveredBoard &a, const RecoveredBoard &b) {
        return a.savedAt > b.savedAt;
    });
    return out;
}

bool RecoveryStore::discard(const RecoveredBoard &board)
{
    return QFile::remove(board.copyPath);
}

} // namespace ml
