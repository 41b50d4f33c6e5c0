// SPDX-License-Identifier: GPL-3.0-or-later
#include "filereading.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonParseError>

#include <algorithm>

#ifdef Q_OS_UNIX
#include <cerrno>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#endif

namespace ml
{

namespace
{

// Refusals as codes, so that the window words them in its language.
FileError cannotRead(const QString &why)
{
    return FileError::reading({}, FileErrorCode::CannotRead, {why});
}

FileError tooLarge(qsizetype limit)
{
    return FileError::reading({}, FileErrorCode::ReadLimit, {byteLimitText(limit)});
}

// Ours, compiled in: no pipe or device can hide behind it.
std::optional<QByteArray> readResource(const QString &path, qsizetype limit, FileError *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = cannotRead(file.errorString());
        return std::nullopt;
    }
    // A resource's size is exact: read that much, not the limit (a buffer of the limit for
    // every example the menus read costs page faults, and much more under the sanitizers).
    if (file.size() > limit) {
        *error = tooLarge(limit);
        return std::nullopt;
    }
    return file.read(file.size());
}

#ifdef Q_OS_UNIX
// Why a file of this mode is not read; Other for a regular file.
FileErrorCode notAFile(mode_t mode)
{
    if (S_ISREG(mode)) return FileErrorCode::Other;
    if (S_ISDIR(mode)) return FileErrorCode::IsDirectory;
    if (S_ISFIFO(mode)) return FileErrorCode::IsNamedPipe;
    if (S_ISCHR(mode) || S_ISBLK(mode)) return FileErrorCode::IsDevice;
    if (S_ISSOCK(mode)) return FileErrorCode::IsSocket;
    return FileErrorCode::NotRegularFile;
}

// Closes the descriptor on every way out.
struct Descriptor {
    int fd = -1;
    ~Descriptor()
    {
        if (fd >= 0) ::close(fd);
    }
};
#endif

} // namespace

std::optional<QJsonObject> readJsonObjectAtMost(const QString &path, qsizetype limit,
                                                FileError *error)
{
    FileError ignored;
    FileError *err = error ? error : &ignored;
    const std::optional<QByteArray> text = readFileAtMost(path, limit, err);
    if (!text) return std::nullopt;
    QJsonParseError parse;
    const QJsonDocument doc = QJsonDocument::fromJson(*text, &parse);
    if (parse.error != QJsonParseError::NoError || !doc.isObject()) {
        *err = {2,
                {},
                doc.isNull() ? QStringLiteral("not JSON: ") + parse.errorString()
                             : QStringLiteral("expected an object")};
        return std::nullopt;
    }
    return doc.object();
}

QString byteLimitText(qsizetype limit)
{
    constexpr qsizetype kMiB = qsizetype(1) << 20;
    if (limit >= kMiB && limit % kMiB == 0) return QStringLiteral("%1 MiB").arg(limit / kMiB);
    return QStringLiteral("%1 bytes").arg(limit);
}

std::optional<QByteArray> readFileAtMost(const QString &path, qsizetype limit, FileError *error)
{
    FileError ignored;
    FileError *err = error ? error : &ignored;
    if (path.isEmpty()) {
        *err = cannotRead(QStringLiteral("no name given"));
        return std::nullopt;
    }
    if (path.startsWith(u':') || path.startsWith(u"qrc:")) return readResource(path, limit, err);
#ifdef Q_OS_UNIX
    const QByteArray name = QFile::encodeName(path);
    // Looked at before opening: opening a named pipe for reading waits for a writer.
    struct stat info = {};
    if (::stat(name.constData(), &info) != 0) {
        *err = cannotRead(qt_error_string(errno));
        return std::nullopt;
    }
    if (const FileErrorCode why = notAFile(info.st_mode); why != FileErrorCode::Other) {
        *err = FileError::reading({}, why, {});
        return std::nullopt;
    }
    // Without blocking, and looked at again through the descriptor: the name may have been
    // given to a pipe or a device between the two looks.
    Descriptor file;
    file.fd = ::open(name.constData(), O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY);
    if (file.fd < 0) {
        *err = cannotRead(qt_error_string(errno));
        return std::nullopt;
    }
    if (::fstat(file.fd, &info) != 0) {
        *err = cannotRead(qt_error_string(errno));
        return std::nullopt;
    }
    if (const FileErrorCode why = notAFile(info.st_mode); why != FileErrorCode::Other) {
        *err = FileError::reading({}, why, {});
        return std::nullopt;
    }
    if (info.st_size > limit) { // refused before a byte is read
        *err = tooLarge(limit);
        return std::nullopt;
    }
    const int flags = ::fcntl(file.fd, F_GETFL);
    if (flags >= 0) ::fcntl(file.fd, F_SETFL, flags & ~O_NONBLOCK);
    // Up to one byte past the limit: a file that grew since fstat() is still caught.
    QByteArray bytes;
    bytes.resize(qsizetype(info.st_size) + 1);
    qsizetype filled = 0;
    for (;;) {
        if (filled == bytes.size()) {
            if (filled > limit) {
                *err = tooLarge(limit);
                return std::nullopt;
            }
            bytes.resize(std::min(limit + 1, filled + std::max<qsizetype>(filled, 64 * 1024)));
        }
        const ssize_t got = ::read(file.fd, bytes.data() + filled, size_t(bytes.size() - filled));
        if (got < 0 && errno == EINTR) continue;
        if (got < 0) {
            *err = cannotRead(qt_error_string(errno));
            return std::nullopt;
        }
        if (got == 0) break;
        filled += qsizetype(got);
    }
    if (filled > limit) {
        *err = tooLarge(limit);
        return std::nullopt;
    }
    bytes.truncate(filled);
    return bytes;
#else
    if (!QFileInfo(path).isFile()) {
        *err = cannotRead(QStringLiteral("not a regular file"));
        return std::nullopt;
    }
    return readResource(path, limit, err);
#endif
}

} // namespace ml
