// SPDX-License-Identifier: GPL-3.0-or-later
#include "boardfilejson.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QLocale>

#include <algorithm>
#include <cmath>
#include <limits>

namespace ml::detail
{

QString joinPath(const QString &path, const QString &key)
{
    return path.isEmpty() ? key : path + u'.' + key;
}

QString indexPath(const QString &path, qsizetype index)
{
    return path + u'[' + QString::number(index) + u']';
}

QString jsonTypeName(const QJsonValue &value)
{
    switch (value.type()) {
    case QJsonValue::Null:
        return QStringLiteral("null");
    case QJsonValue::Bool:
        return QStringLiteral("a boolean");
    case QJsonValue::Double:
        return QStringLiteral("a number");
    case QJsonValue::String:
        return QStringLiteral("a string");
    case QJsonValue::Array:
        return QStringLiteral("an array");
    case QJsonValue::Object:
        return QStringLiteral("an object");
    case QJsonValue::Undefined:
        break;
    }
    return QStringLiteral("nothing");
}

QString quotable(const QString &text)
{
    QString out;
    const qsizetype shown = std::min<qsizetype>(text.size(), 40);
    for (qsizetype i = 0; i < shown; ++i) {
        const char16_t c = text[i].unicode();
        if (c >= 0x20 && c < 0x7f && c != u'\\')
            out += QChar(c);
        else
            out += QStringLiteral("\\u%1").arg(int(c), 4, 16, QLatin1Char('0'));
    }
    if (shown < text.size()) out += QStringLiteral("...");
    return out;
}

QString lineAndColumn(const QByteArray &data, int offset, int *lineOut, int *columnOut)
{
    int line = 1, column = 1;
    for (int i = 0; i < offset && i < data.size(); ++i) {
        if (data[i] == '\n') {
            ++line;
            column = 1;
        } else if ((data[i] & 0xC0) != 0x80) { // count characters, not UTF-8 continuation bytes
            ++column;
        }
    }
    if (lineOut) *lineOut = line;
    if (columnOut) *columnOut = column;
    return QStringLiteral("line %1, column %2").arg(line).arg(column);
}

QString writtenNumber(double value)
{
    // As a JSON writer writes it (Qt's does so): a whole number up to 2^53 in digits, any
    // other in its shortest form, so a value is named as it most likely stands in the file.
    constexpr double exactLimit = 9007199254740992.0; // 2^53
    if (std::isfinite(value) && std::floor(value) == value && std::fabs(value) <= exactLimit)
        return QString::number(qint64(value));
    return QString::number(value, 'g', QLocale::FloatingPointShortest);
}

namespace
{
bool hasUnpairedSurrogate(const QString &text)
{
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (!text[i].isSurrogate()) continue;
        if (text[i].isHighSurrogate() && i + 1 < text.size() && text[i + 1].isLowSurrogate())
            ++i;
        else
            return true;
    }
    return false;
}
} // namespace

QString unpairedSurrogate(const QJsonValue &value, const QString &path, QString *where)
{
    const auto at = [&path](const QString &step, bool index) {
        if (index) return path + step;
        return path.isEmpty() ? step : path + u'.' + step;
    };
    if (value.isString()) {
        if (!hasUnpairedSurrogate(value.toString())) return {};
        *where = path;
        return QStringLiteral("the text holds an unpaired UTF-16 surrogate, which cannot be "
                              "saved again as it is");
    }
    if (value.isArray()) {
        const QJsonArray array = value.toArray();
        for (qsizetype i = 0; i < array.size(); ++i)
            if (QString why =
                    unpairedSurrogate(array.at(i), at(QStringLiteral("[%1]").arg(i), true), where);
                !why.isEmpty())
                return why;
    }
    if (value.isObject()) {
        const QJsonObject object = value.toObject();
        for (auto it = object.constBegin(); it != object.constEnd(); ++it) {
            if (hasUnpairedSurrogate(it.key())) {
                *where = path.isEmpty() ? QStringLiteral("top level") : path;
                return QStringLiteral("a key holds an unpaired UTF-16 surrogate, which cannot be "
                                      "saved again as it is");
            }
            if (QString why = unpairedSurrogate(it.value(), at(it.key(), false), where);
                !why.isEmpty())
                return why;
        }
    }
    return {};
}

QString textProblem(const QString &text)
{
    qsizetype position = 0; // code points, 1-based when reported
    for (qsizetype i = 0; i < text.size(); ++i) {
        ++position;
        const QChar c = text[i];
        if (c.isHighSurrogate() && i + 1 < text.size() && text[i + 1].isLowSurrogate()) {
            ++i; // a pair is one character
            continue;
        }
        const char16_t u = c.unicode();
        const auto code = QStringLiteral("U+%1").arg(int(u), 4, 16, QLatin1Char('0')).toUpper();
        if (c.isSurrogate())
            return QStringLiteral("unpaired surrogate %1 at position %2 is not allowed")
                .arg(code)
                .arg(position);
        if ((u < 0x20 && u != u'\n' && u != u'\t') || (u >= 0x7f && u <= 0x9f))
            return QStringLiteral("control character %1 at position %2 is not allowed")
                .arg(code)
                .arg(position);
    }
    return {};
}

bool isHexColour(const QString &text)
{
    if (text.size() != 7 || text[0] != u'#') return false;
    for (qsizetype i = 1; i < text.size(); ++i) {
        const char16_t u = text[i].unicode();
        if (!((u >= u'0' && u <= u'9') || (u >= u'a' && u <= u'f') || (u >= u'A' && u <= u'F')))
            return false;
    }
    return true;
}

bool JsonReader::fail(const QString &where, const QString &reason, FileErrorCode code,
                      const QStringList &args) const
{
    if (m_error) *m_error = FileError::reading(where, reason, code, args);
    return false;
}

bool JsonReader::fail(const QString &where, FileErrorCode code, const QStringList &args) const
{
    if (m_error) *m_error = FileError::reading(where, code, args);
    return false;
}

bool JsonReader::failExpected(const QString &where, const QString &what,
                              const QJsonValue &found) const
{
    const QString type = jsonTypeName(found);
    return fail(where, QStringLiteral("expected %1, found %2").arg(what, type),
                FileErrorCode::Expected, {what, type});
}

bool JsonReader::object(const QJsonValue &v, const QString &path, QJsonObject *out) const
{
    if (!v.isObject()) return failExpected(path, QStringLiteral("an object"), v);
    *out = v.toObject();
    return true;
}

bool JsonReader::array(const QJsonValue &v, const QString &path, QJsonArray *out) const
{
    if (!v.isArray()) return failExpected(path, QStringLiteral("an array"), v);
    *out = v.toArray();
    return true;
}

bool JsonReader::string(const QJsonValue &v, const QString &path, QString *out) const
{
    if (!v.isString()) return failExpected(path, QStringLiteral("a string"), v);
    *out = v.toString();
    return true;
}

bool JsonReader::plainText(const QJsonValue &v, const QString &path, QString *out) const
{
    if (!string(v, path, out)) return false;
    const QString problem = textProblem(*out);
    return problem.isEmpty() || fail(path, problem);
}

bool JsonReader::colour(const QJsonValue &v, const QString &path, QString *out) const
{
    if (!string(v, path, out)) return false;
    if (!isHexColour(*out))
        return fail(path,
                    QStringLiteral("expected a colour #rrggbb, found \"%1\"").arg(quotable(*out)));
    return true;
}

static bool isInt(const QJsonValue &v)
{
    if (!v.isDouble()) return false;
    const double d = v.toDouble();
    return std::floor(d) == d && d >= std::numeric_limits<int>::min() &&
           d <= std::numeric_limits<int>::max();
}

bool JsonReader::integer(const QJsonValue &v, const QString &path, int *out) const
{
    if (!isInt(v))
        return v.isDouble() ? fail(path,
                                   QStringLiteral("expected an integer, found %1")
                                       .arg(writtenNumber(v.toDouble())),
                                   FileErrorCode::ExpectedInteger, {writtenNumber(v.toDouble())})
                            : failExpected(path, QStringLiteral("an integer"), v);
    *out = int(v.toDouble());
    return true;
}

bool JsonReader::integerIn(const QJsonValue &v, const QString &path, qint64 lowest, qint64 highest,
                           qint64 *out) const
{
    if (!v.isDouble()) return failExpected(path, QStringLiteral("an integer"), v);
    const double d = v.toDouble();
    if (std::floor(d) != d)
        return fail(path, QStringLiteral("expected an integer, found %1").arg(writtenNumber(d)),
                    FileErrorCode::ExpectedInteger, {writtenNumber(d)});
    // Compare as doubles: a huge number must not be converted to an integer first.
    if (d < double(lowest) || d > double(highest))
        return fail(path, FileErrorCode::OutOfRange,
                    {writtenNumber(d), QString::number(lowest), QString::number(highest)});
    *out = qint64(d);
    return true;
}

bool JsonReader::boolean(const QJsonValue &v, const QString &path, bool *out) const
{
    if (!v.isBool()) return failExpected(path, QStringLiteral("true or false"), v);
    *out = v.toBool();
    return true;
}

bool JsonReader::stringList(const QJsonValue &v, const QString &path, QStringList *out) const
{
    if (!v.isArray()) return failExpected(path, QStringLiteral("an array of strings"), v);
    const QJsonArray a = v.toArray();
    out->clear();
    for (qsizetype i = 0; i < a.size(); ++i) {
        QString s;
        if (!string(a[i], indexPath(path, i), &s)) return false;
        out->append(s);
    }
    return true;
}

bool JsonReader::cell(const QJsonValue &v, const QString &path, Cell *out) const
{
    const QJsonArray a = v.toArray();
    const auto whole = [](const QJsonValue &e) {
        return e.isDouble() && std::floor(e.toDouble()) == e.toDouble();
    };
    if (!v.isArray() || a.size() != 2 || !whole(a[0]) || !whole(a[1]))
        return fail(path, QStringLiteral("expected an array of two integers"),
                    FileErrorCode::ExpectedCell);
    // Checked as doubles, before any conversion: 2^31 or 1e300 must not wrap to a cell.
    for (const QJsonValue e : a)
        if (e.toDouble() < -kCoordinateLimit || e.toDouble() > kCoordinateLimit)
            return fail(path, FileErrorCode::CoordinateOutOfRange, {writtenNumber(e.toDouble())});
    *out = Cell{int(a[0].toDouble()), int(a[1].toDouble())};
    return true;
}

bool JsonReader::rotation(const QJsonValue &v, const QString &path, int *quarterTurns) const
{
    int degrees = 0;
    if (!integer(v, path, &degrees)) return false;
    const int q = quarterTurnsFromDegrees(degrees);
    if (q < 0)
        return fail(path, QStringLiteral("rotation %1 is not 0, 90, 180 or 270").arg(degrees),
                    FileErrorCode::BadRotation, {QString::number(degrees)});
    *quarterTurns = q;
    return true;
}

bool JsonReader::text(const QJsonValue &v, const QString &path) const
{
    QJsonObject o;
    if (!object(v, path, &o)) return false;
    for (auto it = o.begin(); it != o.end(); ++it) {
        QString ignored;
        if (!plainText(it.value(), joinPath(path, it.key()), &ignored)) return false;
    }
    return true;
}

bool JsonReader::require(const QJsonObject &o, const QString &path, const QString &key) const
{
    if (o.contains(key)) return true;
    return fail(path.isEmpty() ? QStringLiteral("top level") : path,
                QStringLiteral("missing key \"%1\"").arg(key), FileErrorCode::MissingKey, {key});
}

} // namespace ml::detail
