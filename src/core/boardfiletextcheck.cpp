// SPDX-License-Identifier: GPL-3.0-or-later
#include "boardfiletextcheck.h"

#include "boardfilejson.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QMetaType>
#include <QVariant>

#include <cstring>

namespace ml::detail
{

namespace
{

QString at(const QString &path)
{
    return path.isEmpty() ? QStringLiteral("top level") : path;
}

// QJsonValue's == takes the integer 1 for the double 1.0 and 0.0 for -0.0; a save writes them
// apart, so they are told apart here.
QString valueDifference(const QJsonValue &a, const QJsonValue &b, const QString &path)
{
    if (a.type() != b.type())
        return at(path) + QStringLiteral(": %1 and %2").arg(jsonTypeName(a), jsonTypeName(b));
    switch (a.type()) {
    case QJsonValue::Double: {
        const bool integerA = a.toVariant().typeId() == QMetaType::LongLong;
        const bool integerB = b.toVariant().typeId() == QMetaType::LongLong;
        if (integerA != integerB) return at(path) + QStringLiteral(": an integer and a double");
        const double x = a.toDouble(), y = b.toDouble();
        quint64 bitsX = 0, bitsY = 0; // the bits, so that -0.0 is not 0.0
        std::memcpy(&bitsX, &x, sizeof x);
        std::memcpy(&bitsY, &y, sizeof y);
        if ((integerA && a.toInteger() != b.toInteger()) || (!integerA && bitsX != bitsY))
            return at(path) + QStringLiteral(": %1 and %2").arg(writtenNumber(x), writtenNumber(y));
        return {};
    }
    case QJsonValue::String:
        if (a.toString() != b.toString())
            return at(path) + QStringLiteral(": \"%1\" and \"%2\"")
                                  .arg(quotable(a.toString()), quotable(b.toString()));
        return {};
    case QJsonValue::Bool:
        return a.toBool() == b.toBool() ? QString() : at(path) + QStringLiteral(": true and false");
    case QJsonValue::Array: {
        const QJsonArray x = a.toArray(), y = b.toArray();
        if (x.size() != y.size())
            return at(path) + QStringLiteral(": %1 and %2 elements").arg(x.size()).arg(y.size());
        for (qsizetype i = 0; i < x.size(); ++i)
            if (QString why = valueDifference(x.at(i), y.at(i), indexPath(path, i)); !why.isEmpty())
                return why;
        return {};
    }
    case QJsonValue::Object: {
        const QJsonObject x = a.toObject(), y = b.toObject();
        if (x.keys() != y.keys())
            return at(path) +
                   QStringLiteral(": keys %1 and %2").arg(x.keys().join(u','), y.keys().join(u','));
        // Side by side, not looked up by key: Qt names a key it holds as UTF-8 without a byte
        // order mark at its start, and then does not find it by that name.
        for (auto i = x.begin(), j = y.begin(); i != x.end(); ++i, ++j)
            if (QString why = valueDifference(i.value(), j.value(), joinPath(path, i.key()));
                !why.isEmpty())
                return why;
        return {};
    }
    case QJsonValue::Null:
    case QJsonValue::Undefined:
        break;
    }
    return {};
}

QString errorText(const FileError &e)
{
    return QStringLiteral("%1 [%2, exit %3, args %4]")
        .arg(e.toString(QStringLiteral("FILE")))
        .arg(int(e.code))
        .arg(e.exitCode)
        .arg(e.args.join(u'|'));
}

} // namespace

QString jsonTextDifference(const QByteArray &json, const JsonText &a, const JsonText &b)
{
    if (a.syntax.error != b.syntax.error || a.syntax.offset != b.syntax.offset)
        return QStringLiteral("syntax: error %1 at %2 and error %3 at %4")
            .arg(int(a.syntax.error))
            .arg(a.syntax.offset)
            .arg(int(b.syntax.error))
            .arg(b.syntax.offset);
    if (a.refused.has_value() != b.refused.has_value())
        return QStringLiteral("refused: one is, the other is not");
    if (a.refused && errorText(*a.refused) != errorText(*b.refused))
        return QStringLiteral("refused: %1 and %2")
            .arg(errorText(*a.refused), errorText(*b.refused));
    if (a.doc.isNull() != b.doc.isNull() || a.doc.isObject() != b.doc.isObject() ||
        a.doc.isArray() != b.doc.isArray())
        return QStringLiteral("document: of other kinds");
    if (a.doc != b.doc) return QStringLiteral("document: not equal");
    const QJsonValue rootA = a.doc.isObject() ? QJsonValue(a.doc.object()) : a.doc.array();
    const QJsonValue rootB = b.doc.isObject() ? QJsonValue(b.doc.object()) : b.doc.array();
    if (QString why = valueDifference(rootA, rootB, {}); !why.isEmpty())
        return QStringLiteral("document: ") + why;
    if (a.warnings.size() != b.warnings.size())
        return QStringLiteral("warnings: %1 and %2").arg(a.warnings.size()).arg(b.warnings.size());
    for (qsizetype i = 0; i < a.warnings.size(); ++i)
        if (errorText(a.warnings[i]) != errorText(b.warnings[i]))
            return QStringLiteral("warning %1: %2 and %3")
                .arg(i)
                .arg(errorText(a.warnings[i]), errorText(b.warnings[i]));
    if (a.order.isEmpty() != b.order.isEmpty())
        return QStringLiteral("key order: one is empty, the other is not");
    for (const QString &shape : keyShapes(json))
        if (a.order.keys(shape) != b.order.keys(shape))
            return QStringLiteral("key order of \"%1\": %2 and %3")
                .arg(shape, a.order.keys(shape).join(u','), b.order.keys(shape).join(u','));
    return {};
}

QString endOnlyDifference(const QByteArray &json, bool *movesOutside)
{
    FileError errorWhole, errorEnd;
    const std::optional<BoardFile> whole = BoardFile::parse(json, &errorWhole);
    const std::optional<BoardFile> end = BoardFile::parse(json, &errorEnd, BoardReading::EndOnly);
    if (movesOutside) *movesOutside = end && end->movesOutsideJson();
    if (whole.has_value() != end.has_value())
        return QStringLiteral("one reading refuses the file (%1), the other does not")
            .arg(errorText(whole ? errorEnd : errorWhole));
    if (!whole) {
        if (errorText(errorWhole) != errorText(errorEnd))
            return QStringLiteral("refused: %1 and %2")
                .arg(errorText(errorWhole), errorText(errorEnd));
        return {};
    }
    if (whole->moves().size() != end->moves().size())
        return QStringLiteral("moves: %1 and %2")
            .arg(whole->moves().size())
            .arg(end->moves().size());
    for (qsizetype i = 0; i < whole->moves().size(); ++i)
        if (moveEntry(whole->moves().at(i)) != moveEntry(end->moves().at(i)))
            return QStringLiteral("moves[%1]: not the same move").arg(i);
    if (whole->end() != end->end()) return QStringLiteral("end: not the same");
    if (whole->annotations().size() != end->annotations().size())
        return QStringLiteral("annotations: not as many");
    const QList<FileError> &wa = whole->warnings(), &wb = end->warnings();
    if (wa.size() != wb.size())
        return QStringLiteral("warnings: %1 and %2").arg(wa.size()).arg(wb.size());
    for (qsizetype i = 0; i < wa.size(); ++i)
        if (errorText(wa[i]) != errorText(wb[i]))
            return QStringLiteral("warning %1: %2 and %3")
                .arg(i)
                .arg(errorText(wa[i]), errorText(wb[i]));
    // A board made from the end-only one (another rules option) has the same moves.
    BoardFile rebuilt;
    FileError rebuiltError;
    if (!rebuilt.setJson(end->wholeJson(), &rebuiltError))
        return QStringLiteral("the end-only board's whole document does not read: ") +
               errorText(rebuiltError);
    if (rebuilt.moves().size() != whole->moves().size())
        return QStringLiteral("the end-only board's whole document: not as many moves");
    for (qsizetype i = 0; i < whole->moves().size(); ++i)
        if (moveEntry(whole->moves().at(i)) != moveEntry(rebuilt.moves().at(i)))
            return QStringLiteral("moves[%1]: not the same move in the whole document").arg(i);
    QJsonObject a = whole->json(), b = end->json();
    if (end->movesOutsideJson()) {
        if (b.value(u"moves") != QJsonArray())
            return QStringLiteral("the end-only document holds moves it says it left out");
        a.remove(u"moves");
        b.remove(u"moves");
    }
    if (QString why = valueDifference(a, b, {}); !why.isEmpty())
        return QStringLiteral("document: ") + why;
    return {};
}

} // namespace ml::detail
