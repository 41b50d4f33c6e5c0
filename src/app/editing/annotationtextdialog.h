// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "annotation.h"

#include <QDialog>

#include <memory>

namespace ml
{
namespace Ui
{
class AnnotationTextDialog;
}

// Asks for the text of a mark in English and in Dutch (an arrow's label, a label, a number).
// Both the same, or one of them empty, is one text for every language; otherwise the file
// gets one per language (docs/board-format.md, `annotations`).
class AnnotationTextDialog : public QDialog
{
    Q_OBJECT
public:
    // `maxLength` characters per field (a number has at most 3).
    explicit AnnotationTextDialog(const QString &title, int maxLength, QWidget *parent = nullptr);
    ~AnnotationTextDialog() override;

    void setText(const AnnotationText &text);
    AnnotationText text() const;

    // The text of two fields: one for every language when they agree or one is empty.
    static AnnotationText fromLanguages(const QString &english, const QString &dutch);
    // Shows the dialog; false when cancelled. *text holds the start text and the answer.
    static bool ask(QWidget *parent, const QString &title, AnnotationText *text,
                    int maxLength = 200);

private:
    std::unique_ptr<Ui::AnnotationTextDialog> m_ui; // ui/annotationtextdialog.ui
};

} // namespace ml
