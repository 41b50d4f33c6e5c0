// SPDX-License-Identifier: GPL-3.0-or-later
#include "boardpack.h"

#include "boardfile.h"

#include <zlib.h>

#include <cstring>

namespace ml
{

namespace
{

constexpr qsizetype kPrefixSize = qsizetype(sizeof(kPackPrefix)) - 1;

bool isSpace(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
}

// -1 for a character outside the base64url alphabet (RFC 4648 §5).
int base64UrlValue(char c)
{
    if (c >= 'A' && c <= 'Z') return c - 'A';
    if (c >= 'a' && c <= 'z') return c - 'a' + 26;
    if (c >= '0' && c <= '9') return c - '0' + 52;
    if (c == '-') return 62;
    if (c == '_') return 63;
    return -1;
}

QByteArray base64UrlText(const QByteArray &bytes)
{
    return bytes.toBase64(QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals);
}

// A character for a message: printable ASCII as it is, anything else as \uXXXX or \xXX, so a
// stray byte never breaks the line it is named in.
QString shownCharacter(uchar c)
{
    if (c >= 0x20 && c < 0x7f) return QString(QChar(char16_t(c)));
    return QStringLiteral("\\x%1").arg(c, 2, 16, QChar(u'0'));
}

PackError problem(PackProblem p, const QStringList &args = {})
{
    return PackError{p, args};
}

// The text without whitespace; stops early (the result is then longer than the limit) so a
// huge text is not copied whole.
QByteArray withoutSpace(QByteArrayView text)
{
    QByteArray out;
    out.reserve(std::min(text.size(), kMaxPackedChars + kPrefixSize + 1));
    for (const char c : text) {
        if (isSpace(c)) continue;
        out.append(c);
        if (out.size() > kMaxPackedChars + kPrefixSize) break;
    }
    return out;
}

bool isZlibHeader(uchar cmf, uchar flg)
{
    // RFC 1950 §2.2: deflate (method 8), a window of at most 32 KiB, FCHECK makes it a
    // multiple of 31.
    return (cmf & 0x0f) == 8 && (cmf >> 4) <= 7 && (cmf * 256 + flg) % 31 == 0;
}

std::optional<QByteArray> decodeBase64Url(const QByteArray &body, PackError *error)
{
    qsizetype end = body.size();
    // Padding is optional in base64url (RFC 4648 §5): pack writes none, unpack accepts it.
    while (end > 0 && body[end - 1] == '=' && body.size() - end < 2)
        --end;
    for (qsizetype i = 0; i < end; ++i) {
        if (base64UrlValue(body[i]) < 0) {
            *error = problem(PackProblem::BadCharacter,
                             {shownCharacter(uchar(body[i])), QString::number(i + 1)});
            return std::nullopt;
        }
    }
    if (end % 4 == 1) { // one character carries 6 bits: never a whole byte
        *error = problem(PackProblem::BadLength, {QString::number(end)});
        return std::nullopt;
    }
    QByteArray bytes;
    bytes.reserve(end / 4 * 3 + 2);
    quint32 bits = 0;
    int count = 0;
    for (qsizetype i = 0; i < end; ++i) {
        bits = (bits << 6) | quint32(base64UrlValue(body[i]));
        count += 6;
        if (count >= 8) {
            count -= 8;
            bytes.append(char((bits >> count) & 0xff));
        }
    }
    return bytes;
}

std::optional<QByteArray> inflateStream(const QByteArray &bytes, PackError *error)
{
    if (bytes.size() >= 6 && !isZlibHeader(uchar(bytes[0]), uchar(bytes[1])) &&
        isZlibHeader(uchar(bytes[4]), uchar(bytes[5]))) {
        // What qCompress writes: a length nobody should trust, then the stream.
        *error = problem(PackProblem::QtLengthPrefix);
        return std::nullopt;
    }
    z_stream z;
    std::memset(&z, 0, sizeof z);
    if (inflateInit(&z) != Z_OK) {
        *error = problem(PackProblem::BadZlib, {QStringLiteral("zlib could not start")});
        return std::nullopt;
    }
    z.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(bytes.constData()));
    z.avail_in = uInt(bytes.size());
    QByteArray out;
    constexpr qsizetype kChunk = 64 * 1024;
    int status = Z_OK;
    while (status == Z_OK) {
        if (out.size() > kMaxUnpackedBytes) break;
        const qsizetype before = out.size();
        out.resize(before + kChunk);
        z.next_out = reinterpret_cast<Bytef *>(out.data() + before);
        z.avail_out = uInt(kChunk);
        status = inflate(&z, Z_NO_FLUSH);
        out.resize(before + kChunk - qsizetype(z.avail_out));
        // No progress with input left means a broken stream; with none left, a cut one.
        if (status == Z_BUF_ERROR) break;
    }
    const QString why = z.msg ? QString::fromLatin1(z.msg) : QString();
    const uInt left = z.avail_in;
    inflateEnd(&z);
    if (out.size() > kMaxUnpackedBytes) {
        *error = problem(PackProblem::TooLarge, {QString::number(kMaxUnpackedBytes)});
        return std::nullopt;
    }
    switch (status) {
    case Z_STREAM_END:
        if (left > 0) {
            *error = problem(PackProblem::TrailingData, {QString::number(left)});
            return std::nullopt;
        }
        return out;
    case Z_OK:
    case Z_BUF_ERROR:
        *error = problem(PackProblem::Truncated);
        return std::nullopt;
    case Z_NEED_DICT:
        *error = problem(PackProblem::BadZlib, {QStringLiteral("it needs a preset dictionary")});
        return std::nullopt;
    default:
        *error = problem(PackProblem::BadZlib, {why.isEmpty() ? QStringLiteral("corrupt") : why});
        return std::nullopt;
    }
}

} // namespace

QByteArray packBoard(const BoardFile &board)
{
    const QByteArray json = writeBoardJson(board.json(), board.keyOrder(), JsonStyle::Compact);
    // qCompress writes a zlib stream after a 4-byte length of its own; the text has none.
    return QByteArray(kPackPrefix) + base64UrlText(qCompress(json, 9).mid(4));
}

bool looksPacked(QByteArrayView text)
{
    qsizetype i = 0;
    while (i < text.size() && isSpace(text[i]))
        ++i;
    // Any version: "meeple2:" is refused with its own message, not read as JSON.
    return text.sliced(i).startsWith("meeple") && text.size() - i > 6 && text[i + 6] >= '0' &&
           text[i + 6] <= '9';
}

std::optional<QByteArray> unpackBoardText(QByteArrayView text, PackError *error)
{
    PackError local;
    PackError *err = error ? error : &local;
    const QByteArray compact = withoutSpace(text);
    if (compact.isEmpty()) {
        *err = problem(PackProblem::Empty);
        return std::nullopt;
    }
    if (!compact.startsWith(kPackPrefix)) {
        const qsizetype colon = compact.indexOf(':');
        if (looksPacked(compact) && colon > 6 && colon < 12) {
            *err =
                problem(PackProblem::NewerPrefix, {QString::fromLatin1(compact.left(colon + 1))});
            return std::nullopt;
        }
        QString start;
        for (const char c : compact.left(16))
            start += shownCharacter(uchar(c));
        *err = problem(PackProblem::NoPrefix, {start});
        return std::nullopt;
    }
    if (compact.size() > kMaxPackedChars + kPrefixSize) {
        *err = problem(PackProblem::TooLarge, {QString::number(kMaxUnpackedBytes)});
        return std::nullopt;
    }
    const std::optional<QByteArray> bytes = decodeBase64Url(compact.mid(kPrefixSize), err);
    if (!bytes) return std::nullopt;
    if (bytes->isEmpty()) {
        *err = problem(PackProblem::Truncated);
        return std::nullopt;
    }
    return inflateStream(*bytes, err);
}

QString boardPackEnglish(const PackError &error)
{
    const QStringList &a = error.args;
    switch (error.problem) {
    case PackProblem::None:
        return QString();
    case PackProblem::Empty:
        return QStringLiteral("no text: a packed board starts with \"meeple1:\"");
    case PackProblem::NoPrefix:
        return QStringLiteral("not a packed board: the text must start with \"meeple1:\", "
                              "it starts with \"%1\"")
            .arg(a.value(0));
    case PackProblem::NewerPrefix:
        return QStringLiteral("packed with a newer format (\"%1\") than this program reads "
                              "(\"meeple1:\")")
            .arg(a.value(0));
    case PackProblem::BadCharacter:
        return QStringLiteral("bad base64url: the character '%1' at position %2 after "
                              "\"meeple1:\" is not one of A-Z a-z 0-9 - _")
            .arg(a.value(0), a.value(1));
    case PackProblem::BadLength:
        return QStringLiteral("bad base64url: %1 characters cannot end a text (one character "
                              "too many or too few, was it cut short?)")
            .arg(a.value(0));
    case PackProblem::QtLengthPrefix:
        return QStringLiteral("bad zlib stream: it starts with a 4-byte length (as Qt's "
                              "qCompress writes), which the packed text leaves out");
    case PackProblem::BadZlib:
        return QStringLiteral("bad zlib stream: %1").arg(a.value(0));
    case PackProblem::Truncated:
        return QStringLiteral("the text is cut short: the zlib stream stops before its end");
    case PackProblem::TrailingData:
        return QStringLiteral("bad zlib stream: %1 byte(s) follow the end of the stream")
            .arg(a.value(0));
    case PackProblem::TooLarge:
        return QStringLiteral("too large: a packed board unpacks to at most %1 bytes (16 MiB)")
            .arg(a.value(0));
    }
    return QString();
}

} // namespace ml
